import { isHTTPError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { DEFAULT_ERROR_MESSAGE } from '@floorhire/rules';

/** The error every call rejects with, in the shape of spec 000 §8 and the API's error body. */
export const ApiErrorBodySchema = v.object({
  message: v.optional(v.string()),
  statusCode: v.optional(v.number()),
  status: v.optional(v.number()),
  error: v.optional(v.string()),
  field: v.optional(v.string()),
});

export interface ApiErrorShape {
  message: string;
  statusCode: number;
  /** The server's error type, e.g. 'ExpiredAuthLink' or 'UserNotFound'. */
  error?: string;
  field?: string;
}

export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly error?: string;
  readonly field?: string;

  constructor(shape: ApiErrorShape, options?: { cause?: unknown }) {
    super(shape.message, options);
    this.statusCode = shape.statusCode;
    if (shape.error !== undefined) this.error = shape.error;
    if (shape.field !== undefined) this.field = shape.field;
  }

  toJSON(): ApiErrorShape {
    return { message: this.message, statusCode: this.statusCode, ...(this.error ? { error: this.error } : {}), ...(this.field ? { field: this.field } : {}) };
  }
}

/** A request the caller cancelled; callers ignore it (spec 000 §8). */
export class ApiCancelledError extends Error {
  override readonly name = 'ApiCancelledError';
}

export function isCancelled(error: unknown): error is ApiCancelledError {
  return error instanceof ApiCancelledError || (error instanceof Error && error.name === 'AbortError');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const INVALID_RESPONSE = 'InvalidResponse';
export const NETWORK_ERROR = 'NetworkError';
export const TIMEOUT_ERROR = 'Timeout';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  for (const candidate of [record.status, record.statusCode, record.response?.status]) {
    if (typeof candidate === 'number' && candidate >= 100 && candidate <= 599) return candidate;
  }
  return undefined;
}

async function bodyOf(response: Response): Promise<v.InferOutput<typeof ApiErrorBodySchema> | undefined> {
  try {
    const text = await response.clone().text();
    const parsed = v.safeParse(ApiErrorBodySchema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Normalises anything a call can throw (spec 000 §8): the server's message or the caller's
 * fallback; the status from the error's status, its response's status, else 500. Cancelled
 * requests come back as ApiCancelledError so callers can ignore them.
 */
export async function normalizeError(error: unknown, fallbackMessage: string = DEFAULT_ERROR_MESSAGE): Promise<ApiError | ApiCancelledError> {
  if (error instanceof ApiError || error instanceof ApiCancelledError) return error;
  if (isCancelled(error)) return new ApiCancelledError('Request cancelled', { cause: error });
  if (isHTTPError(error)) {
    const body = await bodyOf(error.response);
    const message = body?.message?.trim() ? body.message : fallbackMessage;
    const statusCode = statusOf(body) ?? statusOf(error) ?? 500;
    return new ApiError({ message, statusCode, ...(body?.error ? { error: body.error } : {}), ...(body?.field ? { field: body.field } : {}) }, { cause: error });
  }
  if (isTimeoutError(error)) return new ApiError({ message: fallbackMessage, statusCode: 500, error: TIMEOUT_ERROR }, { cause: error });
  if (error instanceof v.ValiError) return new ApiError({ message: fallbackMessage, statusCode: 500, error: INVALID_RESPONSE }, { cause: error });
  // fetch rejects with a TypeError when the network is down or CORS refuses the call.
  if (error instanceof TypeError) return new ApiError({ message: fallbackMessage, statusCode: 500, error: NETWORK_ERROR }, { cause: error });
  const message = error instanceof Error && error.message ? error.message : fallbackMessage;
  return new ApiError({ message, statusCode: statusOf(error) ?? 500 }, { cause: error });
}
