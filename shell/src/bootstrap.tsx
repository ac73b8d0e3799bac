import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@btb/shared-store';
import { App } from './app/App';
import { startFederation } from './federation/federationRuntime';
import { fetchRemoteMap } from './federation/remoteMap';
import './shellNamespace';

async function start(): Promise<void> {
  startFederation(await fetchRemoteMap());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App store={makeStore()} />
    </StrictMode>,
  );
}

void start();
