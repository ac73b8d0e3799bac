import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { listenerMiddleware } from './listenerMiddleware';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/** The one store factory: the shell, every standalone remote and component tests use it. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
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
