import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@btb/shared-store';
import { App } from './app/App';
import './shellNamespace';

/** Renders the site; index.ts calls it once the federation runtime knows the remotes. */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App store={makeStore()} />
    </StrictMode>,
  );
}
