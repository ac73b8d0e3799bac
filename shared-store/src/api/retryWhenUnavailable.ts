import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** What a call's failure carries that a retry reads. */
interface FailureWithWait {
  status: number | 'FETCH_ERROR';
  retryAfterSeconds?: number;
}

export interface RetryOptions {
  /**
   * Issue 72: a write the server refused with 503 and a `Retry-After` (a dependency restarting,
   * nothing stored) is sent again after that wait, up to this many times more, so the learner's
   * like or play is not lost to a restart. SPEC's "no retries" holds for every other failure and
   * every call without this option.
   */
  retriesWhenUnavailable?: number;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** `baseQuery`, asked again after a 503's `Retry-After` for calls that opt in (`RetryOptions`). */
export function retryWhenUnavailable<Args, Result, Failure extends FailureWithWait>(
  baseQuery: BaseQueryFn<Args, Result, Failure>,
): BaseQueryFn<Args, Result, Failure, RetryOptions> {
  return async (args, api, extraOptions) => {
    for (let left = extraOptions?.retriesWhenUnavailable ?? 0; ; left -= 1) {
      const result = await baseQuery(args, api, {});
      const seconds = result.error?.status === 503 ? result.error.retryAfterSeconds : undefined;
      if (left <= 0 || seconds === undefined || api.signal.aborted) return result;
      await wait(seconds * 1000, api.signal);
      if (api.signal.aborted) return result;
    }
  };
}
