import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The request's Idempotency-Key header (a client's retry repeats it, so the write happens once),
 * or null when there is none. Keys are stored, so a long one is refused rather than truncated.
 */
export function idempotencyKey(req: FastifyRequest): string | null {
  const header = req.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (value.length > 200) throw badRequest('Idempotency-Key must be 200 characters or fewer', 'Idempotency-Key');
  return value;
}
