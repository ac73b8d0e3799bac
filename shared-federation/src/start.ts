/**
 * What the shell's eager entry needs before React: learn the remote map and start the federation
 * runtime. Nothing here imports a federated shared package (they are negotiated only after the
 * async boundary), so the entry stays free of them.
 */
export {
  prefetchManifests,
  preloadRemotePage,
  resolveSingletonsDirectly,
  startFederation,
} from './federation/federationRuntime';
export { fetchRemoteMap } from './federation/remoteMap';
export { keyOf } from './federation/remotePages';
export { withOverrides } from './federation/remoteOverride';
