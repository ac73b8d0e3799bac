import type { FastifyInstance } from 'fastify';
import type { FuzzRequest } from '../testing/fuzzRequests';

export interface FuzzAnswer {
  status: number;
  body: string;
}

export type FuzzTarget = (request: FuzzRequest) => Promise<FuzzAnswer>;

/** Requests straight into the app's router, without a socket. */
export function injectTarget(app: FastifyInstance): FuzzTarget {
  return async (request) => {
    const res = await app.inject(request);
    return { status: res.statusCode, body: res.body };
  };
}

/** Requests over HTTP to a running API (the caller has checked that the URL is loopback). */
export function httpTarget(baseUrl: string): FuzzTarget {
  return async ({ method, url, headers, payload }) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: await res.text() };
  };
}
