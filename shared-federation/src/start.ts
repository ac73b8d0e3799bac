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
} from './federationRuntime';
export { fetchRemoteMap } from './remoteMap';
export { keyOf } from './remotePages';
export { withOverrides } from './remoteOverride';
