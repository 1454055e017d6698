// A tiny in-test HTTP stand-in for the API: routes by method and path, records every call and
// answers JSON. Test data lives in the tests, never in product code.
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Handler = (call: RecordedCall) => unknown | Response | Promise<unknown | Response>;

export function testServer(routes: Record<string, Handler>) {
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
      const re = new RegExp(`^${route.replace(/:[a-zA-Z]+/gu, '[^/]+')}$`, 'u');
      return re.test(path);
    });
    if (!key) return new Response(JSON.stringify({ message: `no route ${request.method} ${path}`, statusCode: 404 }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = await routes[key]!(call);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetchImpl };
}

export function failWith(status: number, message: string): Response {
  return new Response(JSON.stringify({ message, statusCode: status }), { status, headers: { 'content-type': 'application/json' } });
}
