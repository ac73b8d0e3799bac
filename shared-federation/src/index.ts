/**
 * The federation runtime the shell and each standalone page start on their remote map, and the
 * components that render a remote's page in either.
 */
export { loadRemoteComponent, startFederation } from './federationRuntime';
export { pageOf } from './pageOf';
export { readPageReleases } from './pageReleases';
export { RemoteFallback } from './RemoteFallback';
export {
  currentOverrides,
  isOverridden,
  removeOverride,
  type RemoteOverride,
} from './remoteOverride';
export { keyOf, quizCodeDialog } from './remotePages';
export { RemoteRoute } from './RemoteRoute';
export { warmPage } from './remotePageLoads';
export { RenderedRemotes } from './RenderedRemotes';
