import type { FastifyError, FastifyInstance } from 'fastify';
import { API_ERROR_TYPES, API_ERRORS } from '@floorhire/rules';
import { HttpError } from '../http/errors';

interface ErrorBody {
  message: string;
  statusCode: number;
  error?: string;
  field?: string;
}

const PG_CODES: Record<string, { statusCode: number; message: string; error: string }> = {
  '23505': { statusCode: 409, message: API_ERRORS.conflict, error: API_ERROR_TYPES.conflict },
  '23503': { statusCode: 409, message: API_ERRORS.conflict, error: API_ERROR_TYPES.conflict },
  '23514': { statusCode: 422, message: 'A value is outside what is allowed', error: API_ERROR_TYPES.validation },
  '23502': { statusCode: 422, message: 'A required value is missing', error: API_ERROR_TYPES.validation },
  '22P02': { statusCode: 400, message: 'A value has the wrong format', error: API_ERROR_TYPES.validation },
  '22003': { statusCode: 400, message: 'A number is out of range', error: API_ERROR_TYPES.validation },
  '22001': { statusCode: 400, message: 'A value is too long', error: API_ERROR_TYPES.validation },
  '22007': { statusCode: 400, message: 'A date has the wrong format', error: API_ERROR_TYPES.validation },
  '22021': { statusCode: 400, message: 'Text contains characters that are not allowed', error: API_ERROR_TYPES.validation },
  '22P05': { statusCode: 400, message: 'Text contains characters that are not allowed', error: API_ERROR_TYPES.validation },
  '22008': { statusCode: 400, message: 'A date is out of range', error: API_ERROR_TYPES.validation },
};

// Node socket errors, PostgreSQL's shutdown/overload states, and postgres.js connection errors.
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P03',
  '53300',
  '08006',
  '08001',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** Maps anything thrown to the one error body and the statuses of spec 000 §8. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    return { message: error.message, statusCode: error.statusCode, ...(error.errorType ? { error: error.errorType } : {}), ...(error.field ? { field: error.field } : {}) };
  }
  const e = error as Partial<FastifyError> & { code?: string };
  if (e.code && PG_CODES[e.code]) return PG_CODES[e.code]!;
  if (e.code && UNAVAILABLE.has(e.code)) return { message: API_ERRORS.unavailable, statusCode: 503, error: API_ERROR_TYPES.unavailable };
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: API_ERRORS.unsupportedMediaType, statusCode: 415, error: 'UnsupportedMediaType' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: API_ERRORS.payloadTooLarge, statusCode: 413, error: 'PayloadTooLarge' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { message: API_ERRORS.invalidBody, statusCode: 400, error: API_ERROR_TYPES.validation };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (error instanceof SyntaxError || (status !== undefined && status >= 400 && status < 500)) {
    const statusCode = status ?? 400;
    return { message: e.message ?? API_ERRORS.invalidBody, statusCode, error: statusCode === 429 ? API_ERROR_TYPES.tooManyRequests : API_ERROR_TYPES.validation };
  }
  return { message: API_ERRORS.internal, statusCode: 500, error: API_ERROR_TYPES.internal };
}

/** Error and not-found handlers for the /v4 scope only; the root stays free for static files. */
export function registerErrorHandlers(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  });
  scope.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, statusCode: 404, error: API_ERROR_TYPES.notFound });
  });
}
