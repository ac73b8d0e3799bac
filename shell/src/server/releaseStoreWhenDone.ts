import { baseApi, type AppStore } from '@btb/shared-store';

/**
 * Lets the request's store go once its page stream is over (ended, failed or closed). RTK Query
 * keeps a query's data `keepUnusedDataFor` (60 s) after its last subscriber, with a timer that
 * holds the whole store: on the server nobody subscribes again, so every render's store and data
 * stayed in the heap for a minute (hundreds of them under load, and each promotion's renders in a
 * leak check). Resetting the API state clears those timers.
 */
export function releaseStoreWhenDone(body: NodeJS.ReadableStream, store: AppStore): void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    store.dispatch(baseApi.util.resetApiState());
  };
  body.once('end', release).once('error', release).once('close', release);
}
