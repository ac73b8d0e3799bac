import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { apiEnvironmentOf } from './apiEnvironment';
import { apiRequest, type ApiRequestOptions } from './apiRequest';
import { HttpError } from './httpError';
import { retryWhenUnavailable } from './retryWhenUnavailable';

export interface ApiArgs extends Pick<ApiRequestOptions, 'method' | 'body'> {
  url: string;
  /** The caller's own signal besides RTK Query's, e.g. to drop a search a newer one superseded. */
  signal?: AbortSignal;
}

/** A signal that aborts when either one does. */
function eitherSignal(a: AbortSignal, b: AbortSignal | undefined): AbortSignal {
  if (!b) return a;
  const both = new AbortController();
  const abort = () => both.abort();
  for (const signal of [a, b]) {
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  }
  return both.signal;
}

export interface ApiQueryError {
  status: number | 'FETCH_ERROR';
  message: string;
  serverMessage?: string;
  /** What the server's `Retry-After` asked, in seconds. */
  retryAfterSeconds?: number;
}

const apiBaseQuery: BaseQueryFn<string | ApiArgs, unknown, ApiQueryError> = async (args, api) => {
  const { url, signal, ...options } = typeof args === 'string' ? { url: args } : args;
  const environment = apiEnvironmentOf(api.extra);
  try {
    return {
      data: await apiRequest<unknown>(url, {
        ...options,
        signal: eitherSignal(api.signal, signal),
        origin: environment?.origin,
        headers: environment?.headers,
        fetch: environment?.fetch,
      }),
    };
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        error: {
          status: error.status,
          message: error.message,
          serverMessage: error.serverMessage,
          ...(error.retryAfterSeconds === undefined
            ? {}
            : { retryAfterSeconds: error.retryAfterSeconds }),
        },
      };
    }
    return { error: { status: 'FETCH_ERROR', message: String(error) } };
  }
};

/** The action the browser dispatches with the server's API cache before it hydrates the page. */
export const hydrateApiType = 'btb/hydrateApi';

export function hydrateApi(apiState: unknown): UnknownAction & { payload: unknown } {
  return { type: hydrateApiType, payload: apiState };
}

/**
 * One RTK Query api for the whole site; each remote adds its calls with `injectEndpoints`.
 * SPEC section 9: no refetch on focus, no polling, no retries; the one exception, by issue 72, is a
 * counted write (like, play) a 503 refused, sent again after its `Retry-After`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: retryWhenUnavailable(apiBaseQuery),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['Song', 'Playlist', 'Session'],
  endpoints: () => ({}),
  // Server rendering: the page carries the server's cache, so the browser does not ask again.
  extractRehydrationInfo(action) {
    if ((action as UnknownAction).type !== hydrateApiType) return undefined;
    const payload = (action as { payload?: unknown }).payload;
    return payload && typeof payload === 'object' ? (payload as never) : undefined;
  },
});
