import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_ERRORS } from '@floorhire/rules';
import type { AppDeps } from '../deps';
import { forbidden, HttpError, tooManyRequests, unauthorized } from './errors';
import { buildContext, decodeQuery, enforceTenancy, holdsAccess, parseWith, type CatalogEntry, type RouteDef } from './route';


/**
 * Registers one declared route: access first (so anonymous callers learn nothing from
 * validation), then params/query/body validation, rate limit, tenancy, handler, and the answer
 * checked against its schema (which also strips anything the schema does not name).
 */
export function registerRoute(scope: FastifyInstance, def: RouteDef, service: CatalogEntry['service'], deps: AppDeps): void {
  if (!def.access || !def.tenancy) throw new Error(`Route ${def.method} ${def.url} must declare access and tenancy`);
  deps.catalog.push({ ...def, service });
  scope.route({
    method: def.method,
    url: def.url,
    // Read by the act-as guard, which runs before the route (app.ts).
    config: { actAs: def.actAs },
    handler: async (req, reply) => {
      if (!holdsAccess(req.auth, def.access)) throw req.auth ? forbidden() : unauthorized();
      const params = def.params ? parseWith(def.params, req.params, 'path') : undefined;
      const query = def.query ? parseWith(def.query, decodeQuery(def.query, (req.query ?? {}) as Record<string, unknown>), 'query') : undefined;
      const body = def.body ? parseWith(def.body, req.body ?? {}, 'body') : undefined;
      const limit = def.rateLimit;
      // Route, client address and the thing attacked; the limiter stores the latter two hashed.
      const ticket = limit ? await deps.limiter.take(`${def.method} ${def.url}`, `${req.ip}|${limit.key({ params, query, body })}`, limit.max, limit.windowMs) : null;
      if (limit && !ticket) throw tooManyRequests();
      // A route that counts refusals only takes its unit up front (so parallel guesses cannot
      // overshoot the limit) and gives it back unless the handler refused the call.
      let refused = false;
      let result: unknown;
      try {
        const ctx = buildContext(req, reply, deps, { params, query, body });
        enforceTenancy(def.tenancy, ctx);
        try {
          result = await def.handler(ctx);
        } catch (error) {
          refused = error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;
          throw error;
        }
      } finally {
        if (ticket && limit?.failuresOnly && !refused) await deps.limiter.giveBack(ticket);
      }
      if (reply.sent) return reply;
      if (!def.response) return result;
      const checked = v.safeParse(def.response, result);
      if (!checked.success) {
        req.log.error({ route: `${def.method} ${def.url}`, issues: checked.issues.slice(0, 3).map((i) => ({ path: i.path?.map((p) => p.key), message: i.message })) }, 'answer does not match its schema');
        throw new HttpError(500, API_ERRORS.internal, 'InternalServerError');
      }
      void reply.status(def.status ?? 200);
      if (def.status === 204) return reply.send();
      return checked.output;
    },
  });
}
