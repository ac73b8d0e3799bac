import type { FastifyInstance, InjectOptions } from 'fastify';

/** A browser-like user agent, so analytics does not treat test requests as bots. */
export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

export async function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    ...extra,
    headers: { 'content-type': 'application/json', 'user-agent': browserAgent, ...extra.headers },
  });
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (header ?? '').split(';')[0] ?? '';
}
