/** A minimal fetch Response for component tests that mock the network at the HTTP layer. */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: new Headers(),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  } as Response;
}

type Route = [method: string, path: string | RegExp, respond: () => Response | Promise<Response>];

/** Replaces `fetch` with a table of routes; unmatched requests fail like a dead network. */
export function mockFetch(routes: Route[]): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const match = routes.find(
      ([m, path]) => m === method && (typeof path === 'string' ? url === path : path.test(url)),
    );
    if (!match) throw new TypeError(`Network request failed: ${method} ${url}`);
    return match[2]();
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
