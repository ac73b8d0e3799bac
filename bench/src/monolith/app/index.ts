import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@btb/shared-store';
import { App } from '../../../../shell/src/app/App';
import '../../../../shell/src/shellNamespace';

// The shell's bootstrap without the federation runtime or the remote map: one static bundle.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
