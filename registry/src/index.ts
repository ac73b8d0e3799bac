/**
 * The deployment registry: releases, channels (stable, canary), the audit log and the remote map
 * every page reads, on the API's database (docs/deploying.md). The site server mounts it; the `btb`
 * CLI drives it over HTTP.
 */
export { checkDeployToken } from './deployToken';
export { registerRegistryRoutes, remoteMapFor } from './registryRoutes';
export { createMapResolver } from './remoteMap';
export { serveReleases } from './serveReleases';
export { startRegistry } from './startRegistry';
export { RegistryError } from './types';
