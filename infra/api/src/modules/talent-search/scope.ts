import type { RouteContext } from '../../http/route';
import { badRequest, forbidden } from '../../http/errors';

// The optional Employer-Id header of spec 002 §7 ("optional employer id header"). Employer users
// act in the employer it names (it must be theirs) or, without it, their first employer; staff
// without it act for themselves (null).
export function employerFromHeader(ctx: RouteContext<unknown, unknown, unknown>): number | null {
  const auth = ctx.requireAuth();
  const raw = ctx.req.headers['employer-id'];
  if (raw !== undefined && raw !== '') {
    const id = Number(Array.isArray(raw) ? raw[0] : raw);
    if (!Number.isInteger(id) || id < 1) throw badRequest('Employer-Id must be a whole number', 'employer-id');
    ctx.assertEmployer(id);
    return id;
  }
  if (auth.isStaff) return null;
  const first = auth.employerIds[0];
  if (first === undefined) throw forbidden();
  return first;
}
