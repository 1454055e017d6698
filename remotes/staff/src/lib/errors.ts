import { ApiError } from '@floorhire/api-client';

/** The server's own words when it gave any (a 4xx names what is wrong), else the page's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.message) return error.message;
  return fallback;
}
