import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { uiLanguages } from '@btb/shared-contract';
import { allApps, platform, portEnv, portsFrom, remoteApps, routePathPattern } from './index';

const repoRoot = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

describe('the platform description', () => {
  it('names each app, folder and port once', () => {
    for (const key of ['name', 'folder', 'defaultPort'] as const) {
      const values = allApps.map((app) => app[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(allApps.map((app) => app.defaultPort)).not.toContain(platform.apiDevPort);
  });

  it('describes apps that exist: workspaces with a webpack config and the files they expose', () => {
    for (const app of allApps) {
      expect(rootPackage.workspaces).toContain(app.folder);
      expect(existsSync(path.join(repoRoot, app.folder, 'webpack.config.js'))).toBe(true);
    }
    for (const remote of remoteApps) {
      for (const { file } of remote.exposes) {
        expect(existsSync(path.join(repoRoot, remote.folder, file))).toBe(true);
      }
    }
  });

  it('labels every nav link in every interface language', () => {
    for (const remote of remoteApps) {
      for (const link of remote.nav ?? []) {
        for (const language of uiLanguages)
          expect(link.label[language]).toEqual(expect.any(String));
      }
    }
  });

  it('routes only to exposed modules, each route path and key once', () => {
    const routes = remoteApps.flatMap((remote) => remote.routes);
    for (const remote of remoteApps) {
      const exposed = remote.exposes.map((expose) => expose.module);
      for (const route of remote.routes) expect(exposed).toContain(route.module);
    }
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const { path } of routes) expect(path).toMatch(routePathPattern);
    for (const path of ['/song/*', '/a//b', '/a?b', 'search', '/:']) {
      expect(path).not.toMatch(routePathPattern);
    }
    expect(new Set(routes.map((route) => route.key)).size).toBe(routes.length);
  });

  it('moves the whole site to another base port with the same offsets', () => {
    const ports = portsFrom(5500);
    expect(ports).toMatchObject({ shell: 5500, 'mf-search': 5502, 'mf-calculator': 5506 });
    expect(portEnv(ports)).toMatchObject({ PORT: '5500', MF_LEARNING_PLAN_PORT: '5505' });
  });
});
