import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_ERRORS, type ApiService, type Role } from '@floorhire/rules';
import type { AuthContext } from '../auth/tokens';
import type { Db } from '../db';
import type { AppDeps } from '../deps';
import type { HttpError} from './errors';
import { badRequest, forbidden, notFound, unauthorized } from './errors';

/**
 * Who may call a route. 'public': anyone. 'authenticated': any signed-in user. A list of roles:
 * the caller must hold at least one of them (spec 000 §6 edit rules are "user.admin or X").
 * Staff (user.admin) pass every role list: staff reach all.
 */
export type Access = 'public' | 'authenticated' | readonly [Role, ...Role[]];

/**
 * How a route keeps tenants apart, declared next to its roles so nobody forgets it.
 * - none: the route reads or writes nothing that belongs to a tenant (why says why).
 * - self: the path param names a user; callers reach only themselves unless the handler widens it.
 * - employer: the employer id at params/body/query[key] must be one of the caller's employers.
 * - custom: the handler checks ownership itself through ctx.assertEmployer / ctx.assertSelf.
 * Staff pass employer and self checks.
 */
export type Tenancy =
  | { kind: 'none'; why: string }
  | { kind: 'self'; param: string }
  | { kind: 'employer'; from: 'params' | 'body' | 'query'; key: string }
  | { kind: 'custom'; why: string };

type AnySchema = v.GenericSchema;
type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface RouteContext<P, Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  /** The caller; null only on public routes. */
  auth: AuthContext | null;
  db: Db;
  deps: AppDeps;
  /** Throws 401 unless signed in. */
  requireAuth(): AuthContext;
  /** Throws 403 unless the caller is staff or belongs to the employer. */
  assertEmployer(employerId: number): void;
  /** True when the caller is staff or belongs to the employer. */
  inEmployer(employerId: number): boolean;
}

export interface RouteLimit {
  max: number;
  windowMs: number;
  /** Bucket key; the client address is added. */
  key: (ctx: { params: unknown; query: unknown; body: unknown }) => string;
  /**
   * Count only calls the route refuses (4xx), as brute-force protection: a user who signs in
   * correctly many times (several tabs, devices, a test suite) is never locked out.
   */
  failuresOnly?: boolean;
}

export interface RouteDef<PS extends AnySchema | undefined = AnySchema | undefined, QS extends AnySchema | undefined = AnySchema | undefined, BS extends AnySchema | undefined = AnySchema | undefined, RS extends AnySchema | undefined = AnySchema | undefined> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify path under /v4, e.g. '/user-profile/:id'. */
  url: string;
  summary: string;
  access: Access;
  tenancy: Tenancy;
  params?: PS;
  query?: QS;
  body?: BS;
  /** Schema of the 2xx answer. Omit only for routes that send their own reply (redirects, HTML). */
  response?: RS;
  status?: 200 | 201 | 202 | 204;
  /** Extra error statuses this route answers with, for the OpenAPI document. */
  errors?: readonly number[];
  rateLimit?: RouteLimit;
  /**
   * 'refuse': an act-as session may not call it (changing the user's credentials, say), even
   * though the user could: staff see and act, they do not take an account over (ADR 301).
   */
  actAs?: 'refuse';
  handler: (ctx: RouteContext<Out<PS>, Out<QS>, Out<BS>>) => Promise<RS extends AnySchema ? v.InferInput<RS> : unknown>;
}

/** Identity helper that keeps the schema types of a route definition. */
export function route<PS extends AnySchema | undefined = undefined, QS extends AnySchema | undefined = undefined, BS extends AnySchema | undefined = undefined, RS extends AnySchema | undefined = undefined>(
  def: RouteDef<PS, QS, BS, RS>,
): RouteDef {
  return def as unknown as RouteDef;
}


/** A route with the service it was registered under; the OpenAPI document and tests read these. */
export interface CatalogEntry extends RouteDef {
  service: ApiService | 'platform';
}

function firstIssue(issues: readonly v.BaseIssue<unknown>[], where: string): HttpError {
  const issue = issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.');
  const field = path || undefined;
  const message = issue?.message ?? 'Invalid request';
  // The message stays the rule's own words (spec texts); field says which input broke it.
  return badRequest(message, field ?? (where === 'body' ? undefined : where));
}

/** Unwraps optional/nullable wrappers (a pipe keeps its first schema's type). */
function innerSchema(schema: AnySchema): AnySchema {
  let current = schema as AnySchema & { wrapped?: AnySchema };
  while (current.wrapped) current = current.wrapped as AnySchema & { wrapped?: AnySchema };
  return current;
}

function takesText(schema: AnySchema): boolean {
  const inner = innerSchema(schema) as AnySchema & { options?: readonly unknown[] };
  if (inner.type === 'string') return true;
  if (inner.type === 'picklist') return (inner.options ?? []).every((o) => typeof o === 'string');
  if (inner.type === 'union') return ((inner.options ?? []) as AnySchema[]).some(takesText);
  return false;
}

/**
 * The one query reader (docs/decisions/082-query-wire-format.md). Query objects arrive
 * JSON-encoded (spec 000 §7): ?filter={"limit":5}. Values whose schema wants text stay text;
 * everything else is JSON-decoded, so numbers and booleans work too. A call the spec gives
 * "with filter" may carry any of its query keys inside the filter instead of as plain keys
 * (?filter={"employerId":1,"limit":5} reads as ?employerId=1&filter={"limit":5}); a key given
 * plainly wins, so the route's tenancy and its handler read one value.
 */
export function decodeQuery(schema: AnySchema | undefined, raw: Record<string, unknown>): Record<string, unknown> {
  const entries = (schema as (AnySchema & { entries?: Record<string, AnySchema> }) | undefined)?.entries ?? {};
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const fieldSchema = entries[key];
    if (typeof value !== 'string' || (fieldSchema && takesText(fieldSchema))) {
      decoded[key] = value;
      continue;
    }
    try {
      decoded[key] = JSON.parse(value);
    } catch {
      decoded[key] = value;
    }
  }
  return takesFilter(schema) ? liftFromFilter(entries, decoded) : decoded;
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object']);

/** A query schema with a JSON `filter` object next to other keys: a call "with filter". */
export function takesFilter(schema: AnySchema | undefined): boolean {
  const filter = (schema as (AnySchema & { entries?: Record<string, AnySchema> }) | undefined)?.entries?.filter;
  return !!filter && OBJECT_TYPES.has(innerSchema(filter).type);
}

function liftFromFilter(entries: Record<string, AnySchema>, decoded: Record<string, unknown>): Record<string, unknown> {
  const filter = decoded.filter;
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return decoded;
  const rest: Record<string, unknown> = { ...(filter as Record<string, unknown>) };
  const lifted: Record<string, unknown> = { ...decoded };
  for (const key of Object.keys(entries)) {
    if (key === 'filter' || !(key in rest)) continue;
    if (lifted[key] === undefined) lifted[key] = rest[key];
    delete rest[key];
  }
  lifted.filter = rest;
  return lifted;
}

/** Path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function parseWith<S extends AnySchema>(schema: S, value: unknown, where: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (!result.success) throw firstIssue(result.issues, where);
  const bad = nulPath(result.output);
  if (bad) throw badRequest('Text contains characters that are not allowed', bad.join('.') || where);
  return result.output;
}

export function holdsAccess(auth: AuthContext | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!auth) return false;
  if (access === 'authenticated' || auth.isStaff) return true;
  return access.some((role) => auth.roles.includes(role));
}

export function buildContext<P, Q, B>(req: FastifyRequest, reply: FastifyReply, deps: AppDeps, parts: { params: P; query: Q; body: B }): RouteContext<P, Q, B> {
  const auth = req.auth;
  const inEmployer = (employerId: number) => !!auth && (auth.isStaff || auth.employerIds.includes(employerId));
  return {
    req,
    reply,
    db: deps.db,
    deps,
    auth,
    ...parts,
    requireAuth() {
      if (!auth) throw unauthorized();
      return auth;
    },
    inEmployer,
    assertEmployer(employerId: number) {
      if (!auth) throw unauthorized();
      if (!inEmployer(employerId)) throw forbidden(API_ERRORS.notMemberOfEmployer);
    },
  };
}

/** Applies a route's tenancy declaration before its handler runs. */
export function enforceTenancy(tenancy: Tenancy, ctx: RouteContext<unknown, unknown, unknown>): void {
  if (tenancy.kind === 'employer') {
    const source = (tenancy.from === 'params' ? ctx.params : tenancy.from === 'body' ? ctx.body : ctx.query) as Record<string, unknown> | undefined;
    const employerId = Number(source?.[tenancy.key]);
    if (!Number.isInteger(employerId)) throw badRequest(`${tenancy.key} is required`, tenancy.key);
    ctx.assertEmployer(employerId);
  } else if (tenancy.kind === 'self') {
    const auth = ctx.requireAuth();
    const userId = Number((ctx.params as Record<string, unknown>)[tenancy.param]);
    if (!auth.isStaff && userId !== auth.userId) throw notFound(API_ERRORS.userNotFound, 'UserNotFound');
  }
}
