// Wire format of query strings (spec 000 §7 "query objects are sent as JSON-encoded
// parameters"), shared by the API client and the API so both sides agree
// (docs/decisions/082-query-wire-format.md).

export type QueryValue = string | number | boolean | Date | null | undefined | readonly unknown[] | Record<string, unknown>;
export type QueryParams = Record<string, QueryValue>;

/** One parameter's text: objects and arrays as JSON, Dates as ISO, scalars as themselves. */
export function encodeQueryValue(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Query parameters as URLSearchParams; null and undefined are left out. */
export function encodeQuery(params: QueryParams | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.append(key, encodeQueryValue(value));
  }
  return search;
}
