import * as v from 'valibot';
import { ApiError } from '@floorhire/api-client';

/** The first message per field of a failed parse: what a form shows under each input. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** An API refusal as form errors: under the field it names, else for the whole form (''). */
export function apiErrorByField(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return { [error.field ?? '']: error.message };
  return { '': error instanceof Error ? error.message : String(error) };
}
