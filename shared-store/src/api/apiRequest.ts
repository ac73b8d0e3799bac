import { HttpError } from './httpError';
import { retryAfterSeconds } from './retryAfter';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Keeps the request alive while the page unloads (analytics). */
  keepalive?: boolean;
  /** Absolute origin for calls made outside the page (the server renderer); the page uses paths. */
  origin?: string;
  headers?: Record<string, string>;
  /** The server renderer's in-process `fetch`; the global one when missing. */
  fetch?: typeof fetch;
}

/**
 * The one place the site talks HTTP to the API (SPEC section 7): credentials always included, a JSON
 * content type only when a body is sent, any non-2xx response thrown as an `HttpError` (with the
 * wait its `Retry-After` asks).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, keepalive, origin = '', headers } = options;
  const hasBody = body !== undefined;
  const send = options.fetch ?? fetch;
  const response = await send(`${origin}${path}`, {
    method,
    credentials: 'include',
    headers:
      headers || hasBody
        ? { ...headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) }
        : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
    keepalive,
  });
  if (!response.ok) {
    throw new HttpError(
      response.status,
      await response.text(),
      response.statusText,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
