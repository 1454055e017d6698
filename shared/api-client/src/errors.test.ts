import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiCancelledError, ApiError, isCancelled, normalizeError } from './index';

describe('normalizeError', () => {
  it('reads the status from status, then response.status, else 500', async () => {
    expect((await normalizeError(Object.assign(new Error('a'), { status: 409 }))) as ApiError).toMatchObject({ message: 'a', statusCode: 409 });
    expect((await normalizeError(Object.assign(new Error('b'), { response: { status: 429 } }))) as ApiError).toMatchObject({ statusCode: 429 });
    expect((await normalizeError(new Error('c'))) as ApiError).toMatchObject({ message: 'c', statusCode: 500 });
  });
  it('uses the fallback message when there is none', async () => {
    expect((await normalizeError('weird', 'Failed to refresh token')) as ApiError).toMatchObject({ message: 'Failed to refresh token', statusCode: 500 });
    expect((await normalizeError(new Error(''))) as ApiError).toMatchObject({ message: 'Something went wrong. Please try again later.' });
  });
  it('turns an AbortError into a cancellation', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const result = await normalizeError(abort);
    expect(result).toBeInstanceOf(ApiCancelledError);
    expect(isCancelled(result)).toBe(true);
    expect(isCancelled(abort)).toBe(true);
    expect(isCancelled(new Error('x'))).toBe(false);
  });
  it('marks answers that fail their schema', async () => {
    const issue = v.safeParse(v.number(), 'x');
    const error = new v.ValiError(issue.issues!);
    expect(((await normalizeError(error, 'Could not get user profile')) as ApiError).toJSON()).toEqual({
      message: 'Could not get user profile',
      statusCode: 500,
      error: 'InvalidResponse',
    });
  });
  it('passes ApiErrors through unchanged', async () => {
    const error = new ApiError({ message: 'x', statusCode: 422, field: 'email' });
    expect(await normalizeError(error)).toBe(error);
  });
});
