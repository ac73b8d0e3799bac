import description from '../platform.json';
import type { NavDescription, RouteDescription } from './pages';

export interface AppDescription {
  /** Workspace folder, also the env-var stem (`mf-search` → `MF_SEARCH_PORT`). */
  folder: string;
  /** Federation name (`mf_search`); `shell` for the host. */
  name: string;
  defaultPort: number;
}

export interface ExposeDescription {
  module: string;
  /** Source file, relative to the remote's folder. */
  file: string;
}

export interface RemoteDescription extends AppDescription {
  /** What it exposes to the federation (`SearchPage` is `./SearchPage`) and from which file. */
  exposes: ExposeDescription[];
  routes: RouteDescription[];
  /** Its links in the shell's navigation bar. */
  nav?: NavDescription[];
}

export interface PlatformDescription {
  /** The API and remote map `npm run dev` serves to the dev servers. */
  apiDevPort: number;
  /** `npm run dev` puts each app on its default port plus this, beside a running `npm start`. */
  devPortOffset: number;
  /** Shared as federation singletons by every app: npm libraries and workspace packages. */
  shared: { thirdParty: string[]; workspace: string[] };
  shell: AppDescription;
  remotes: RemoteDescription[];
}

/** `platform.json`, checked against the types above by `npm run typecheck`. */
export const platform: PlatformDescription = description;

export const shellApp = platform.shell;
export const remoteApps = platform.remotes;
export const allApps: AppDescription[] = [shellApp, ...remoteApps];

/** `mf-search` → `MF_SEARCH`. */
export const envStem = (app: AppDescription) => app.folder.toUpperCase().replace(/-/g, '_');

/** `PORT` for the shell, `MF_SEARCH_PORT` and so on for remotes. */
export const portEnvName = (app: AppDescription) =>
  app === shellApp ? 'PORT' : `${envStem(app)}_PORT`;

export function remoteByFolder(folder: string): RemoteDescription | undefined {
  return remoteApps.find((remote) => remote.folder === folder);
}

export function remoteByName(name: string): RemoteDescription | undefined {
  return remoteApps.find((remote) => remote.name === name);
}

/** Every app's port (by folder) when the whole site moves to `base`, keeping the default offsets. */
export function portsFrom(base: number): Record<string, number> {
  return Object.fromEntries(
    allApps.map((app) => [app.folder, base + app.defaultPort - shellApp.defaultPort]),
  );
}

/** The environment that puts each app on its port: `PORT`, `MF_SEARCH_PORT` and so on. */
export function portEnv(ports: Record<string, number>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const app of allApps) {
    const port = ports[app.folder];
    if (port !== undefined) env[portEnvName(app)] = String(port);
  }
  return env;
}
