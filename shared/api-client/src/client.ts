import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { encodeQuery, type ApiService, type QueryParams } from '@floorhire/rules';
import { ApiError, isCancelled, normalizeError, type ApiCancelledError } from './errors';

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Base address of every service, each ending in /v4 (runtime-config.json). */
  bases: Readonly<Record<ApiService, string>>;
  getAccessToken: AccessTokenGetter;
  /**
   * Called once per burst of 401 answers (concurrent calls share one call). Resolve true
   * when the session was refreshed: the failed call is then sent once more with the new token.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
  /** Every normalised failure except cancellations, e.g. to raise the spec's alert. */
  onError?: (error: ApiError, request: { service: ApiService; method: HttpMethod; path: string }) => void;
  /** Overrides for tests and non-browser callers. */
  fetch?: typeof fetch;
  timeout?: number;
  retry?: { limit?: number; delay?: (attempt: number) => number };
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions<S extends v.GenericSchema | undefined> {
  /** Parses the answer; the call rejects with an ApiError when the answer does not match. */
  schema: S;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Message used when the server gives none (spec 000 §8 fallbacks). */
  fallbackMessage?: string;
}

type Answer<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type NoBody<S extends v.GenericSchema | undefined> = Omit<RequestOptions<S>, 'body'>;

export interface ServiceClient {
  get<S extends v.GenericSchema | undefined>(path: string, options: NoBody<S>): Promise<Answer<S>>;
  delete<S extends v.GenericSchema | undefined>(path: string, options: RequestOptions<S>): Promise<Answer<S>>;
  post<S extends v.GenericSchema | undefined>(path: string, options: RequestOptions<S>): Promise<Answer<S>>;
  put<S extends v.GenericSchema | undefined>(path: string, options: RequestOptions<S>): Promise<Answer<S>>;
  patch<S extends v.GenericSchema | undefined>(path: string, options: RequestOptions<S>): Promise<Answer<S>>;
}

export interface ApiClient extends Readonly<Record<ApiService, ServiceClient>> {
  request<S extends v.GenericSchema | undefined>(service: ApiService, method: HttpMethod, path: string, options: RequestOptions<S>): Promise<Answer<S>>;
}

/** Only methods that are safe to repeat are retried; a POST or PATCH is never sent twice. */
export const RETRY_METHODS = ['get', 'put', 'delete', 'head', 'options'] as const;
/** 500 and 413 are not worth repeating; these are transient. */
export const RETRY_STATUS_CODES = [408, 429, 502, 503, 504] as const;

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/u, '')}/${path.replace(/^\/+/u, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/** Typed calls per service (spec 000 §7) over ky. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeout ?? 30_000,
    throwHttpErrors: true,
    retry: {
      limit: options.retry?.limit ?? 2,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUS_CODES],
      ...(options.retry?.delay ? { delay: options.retry.delay } : {}),
    },
  });

  let refreshing: Promise<boolean> | undefined;
  const refreshOnce = (): Promise<boolean> => {
    if (!options.onUnauthorized) return Promise.resolve(false);
    refreshing ??= Promise.resolve()
      .then(() => options.onUnauthorized?.() ?? false)
      .catch(() => false)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  async function send(service: ApiService, method: HttpMethod, path: string, opts: RequestOptions<v.GenericSchema | undefined>): Promise<Response> {
    const base = options.bases[service];
    if (!base) throw new ApiError({ message: `No base address for the ${service} service`, statusCode: 500 });
    const url = new URL(joinUrl(base, path), globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of encodeQuery(opts.query)) url.searchParams.append(key, value);
    const headers = new Headers();
    for (const [key, value] of Object.entries(opts.headers ?? {})) if (value !== undefined) headers.set(key, value);
    const token = await options.getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    return http(url, {
      method,
      headers,
      ...(opts.body !== undefined ? { json: opts.body } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
      // The refresh cookie lives on the auth path; other services use bearer tokens only.
      credentials: service === 'auth' ? 'include' : 'same-origin',
    });
  }

  async function request<S extends v.GenericSchema | undefined>(service: ApiService, method: HttpMethod, path: string, opts: RequestOptions<S>): Promise<Answer<S>> {
    try {
      let response: Response;
      try {
        response = await send(service, method, path, opts);
      } catch (error) {
        const isUnauthorized = error instanceof Error && 'response' in error && (error as { response: Response }).response.status === 401;
        // A failed login or refresh is itself a 401: never loop refreshing on the auth service.
        if (!isUnauthorized || service === 'auth' || !(await refreshOnce())) throw error;
        response = await send(service, method, path, opts);
      }
      const data = await readBody(response);
      if (!opts.schema) return undefined as Answer<S>;
      return v.parse(opts.schema, data) as Answer<S>;
    } catch (error) {
      const normalised: ApiError | ApiCancelledError = await normalizeError(error, opts.fallbackMessage);
      if (!isCancelled(normalised)) options.onError?.(normalised, { service, method, path });
      throw normalised;
    }
  }

  const forService = (service: ApiService): ServiceClient => ({
    get: (path, opts) => request(service, 'get', path, opts),
    delete: (path, opts) => request(service, 'delete', path, opts),
    post: (path, opts) => request(service, 'post', path, opts),
    put: (path, opts) => request(service, 'put', path, opts),
    patch: (path, opts) => request(service, 'patch', path, opts),
  });

  const services = Object.fromEntries(Object.keys(options.bases).map((service) => [service, forService(service as ApiService)]));
  return { ...services, request } as ApiClient;
}
