import { matchRemotePage, remotePageRoutesFor } from '@btb/platform';
import {
  fetchRemoteMap,
  preloadRemotePage,
  startFederation,
  withOverrides,
} from '@btb/shared-frame/start';
import { yieldToBrowser } from './hydration/yieldToBrowser';
import { registerServiceWorkerAfterLoad } from './offline/registerServiceWorker';
import { readServerState } from './server/serverState';

// The federation runtime starts first, without React: it learns the remotes and starts fetching
// the page's remote, while the shell's own code and the shared libraries download alongside.
const federation = fetchRemoteMap().then(async (fetched) => {
  const map = await withOverrides(fetched);
  startFederation(map);
  const match = matchRemotePage(window.location.pathname, remotePageRoutesFor(map));
  if (match) preloadRemotePage(match.page);
  return map;
});

// Async boundary: shared singletons are negotiated before any of them is imported. The routes and
// nav are built from the map (a remote registered since the shell was built brings its own).
// Evaluating the shell's modules and starting the page are two tasks, not one long one.
void Promise.all([import('./bootstrap'), federation]).then(async ([{ start }, map]) => {
  await yieldToBrowser();
  await start(readServerState(), map);
});

// Offline listening (docs/offline.md): the worker registers after the page's load, never before.
registerServiceWorkerAfterLoad();
