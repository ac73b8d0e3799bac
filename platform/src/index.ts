export * from './apps';
export * from './pages';
export { readNavLinks, type NavReading } from './navLinks';
export { readRoutes, type RouteReading } from './routes';
export { parseRemoteMap, type RemoteMap, type RemoteMapEntry } from './remoteMap';
export {
  matchRemotePage,
  navLinksFor,
  isPrivatePage,
  privatePagePaths,
  remotePageRoutesFor,
  type NavLinkItem,
  type RemoteModuleRef,
  type RemotePageMatch,
  type RemotePageRoute,
} from './remotePageRoutes';
export { shellPagePaths } from './shellPages';
export { remoteSamplePages, seededRouteParams, type SamplePage } from './samplePages';
export { fillRoutePath } from './links';
