import type { FastifyInstance } from 'fastify';

const noBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that the API instance of this process answers itself (Fastify's `inject`): the server
 * render's data calls cost no socket, no HTTP parsing and no round trip. The answer is the one the
 * same request over HTTP gets (same routes, hooks, cookie and limits, from the loopback address).
 */
export function inProcessFetch(api: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await api.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
      remoteAddress: '127.0.0.1',
      signal: init?.signal ?? undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    return new Response(
      noBodyStatuses.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload),
      {
        status: answer.statusCode,
        headers: responseHeaders,
      },
    );
  };
}
