// A small in-test stand-in for the API: routes by method and path, records every call and
// answers JSON. Test data lives in the tests, never in product code.
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Handler = (call: RecordedCall) => unknown | Response | Promise<unknown | Response>;

export interface TestServer {
  calls: RecordedCall[];
  fetch: typeof fetch;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `routes` keys are 'METHOD /path/:param' below /v4; an unknown call answers 404 in the API's error shape. */
export function testServer(routes: Record<string, Handler>): TestServer {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const path = url.pathname.replace(/^\/v4/u, '');
    const call: RecordedCall = { method: request.method, path, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((pattern) => {
      const [method, route] = pattern.split(' ') as [string, string];
      if (method !== request.method) return false;
      return new RegExp(`^${route.replace(/:[a-zA-Z]+/gu, '[^/]+')}$`, 'u').test(path);
    });
    if (!key) return json(404, { message: `no route ${request.method} ${path}`, statusCode: 404 });
    const answer = await routes[key]!(call);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return { calls, fetch: fetchImpl };
}

/** An error answer in the API's shape (spec 000 §8). */
export function failWith(status: number, message: string): Response {
  return json(status, { message, statusCode: status });
}
