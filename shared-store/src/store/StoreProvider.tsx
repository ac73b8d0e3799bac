import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './makeStore';

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
