import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { ApiEnvironment } from '../api/apiEnvironment';
import { listenerMiddleware } from './listenerMiddleware';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The one store factory: the shell, every standalone remote, the server renderer and component
 * tests use it. `api` is for a store outside the browser (the server renders one per request): the
 * API's origin and the request's headers (its cookie) that every call of this store carries.
 */
export function makeStore(preloadedState?: Partial<RootState>, api?: ApiEnvironment) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { api } },
        // Dev-only checks; a busy CI machine should not turn them into noise.
        serializableCheck: { warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
