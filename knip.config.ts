// `npm run lint:unused` (part of `npm run lint`): knip reports unused files, exports and
// dependencies. It has to know every real entry: webpack's are `src/index.ts` (and the shell's
// server entry); a remote's federation `exposes` come from platform/platform.json (written once,
// read here); jest tests, e2e specs and configs are found by knip's own plugins.
import type { KnipConfig } from 'knip';
import platform from '@btb/platform/platform.json';

const exposedFiles = (remote: (typeof platform.remotes)[number]) =>
  remote.exposes.map(({ file }) => file.replace(/^\.\//, ''));

const apps = Object.fromEntries([
  // The service worker is Workbox's entry (shell/webpack.config.js).
  ['shell', { entry: ['src/offline/worker/serviceWorker.ts'] }],
  ...platform.remotes.map((remote) => [remote.folder, { entry: exposedFiles(remote) }]),
]);

const config: KnipConfig = {
  // Unused files and exports. Not yet: exported types (a public index's props types), duplicate
  // exports (a schema aliased on purpose) and dependencies (each remote lists the federation
  // singletons it shares, which knip reads as unused).
  include: ['files', 'exports', 'nsExports', 'enumMembers'],
  // Files that break the lint rules on purpose (tooling/lint/layers.test.cjs lints them).
  ignore: ['tooling/lint/fixtures/**'],
  ignoreExportsUsedInFile: true,
  workspaces: {
    // webpack's alias for use-sync-external-store's shim (tooling/webpackCommon.cjs).
    '.': { entry: ['tooling/*.{cjs,mjs}', 'tooling/useSyncExternalStore.js', 'types/*.d.ts'] },
    ...apps,
    // Worker threads started by file name.
    api: {
      entry: [
        'src/cli/*.ts',
        'src/voice/voiceWorker.ts',
        'src/voice/testing/*.ts',
        'src/music/testing/*.ts',
      ],
    },
    // A page server the render tests start in a process of its own, by file name.
    'site-server': { entry: ['src/render/testing/builtPageServerRun.ts'] },
    // The jest environment is named in a docblock (`@jest-environment`), which knip does not read.
    registry: { entry: ['src/cli.ts', 'src/registryTestEnvironment.ts'] },
    e2e: {
      entry: [
        'fixtures/*/webpack.config.js',
        'fixtures/*/src/index.ts',
        'fixtures/*/src/*Page.tsx',
      ],
    },
    // Processes the bench starts by file name, and the monolith build (its config and its app).
    bench: {
      entry: [
        'src/render/redeployHeapRun.ts',
        'src/api/apiServer.ts',
        'src/api/helloServer.ts',
        'src/render/staticOriginServer.ts',
        'src/render/bareStaticServer.ts',
        'src/monolith/webpack.config.cjs',
        'src/monolith/app/index.ts',
        'src/monolith/app/StaticRemoteRoute.tsx',
      ],
    },
    // A shared package's public index is its API for the other packages: what none of them uses
    // (its own tests aside) is reported like any unused export.
    'shared-*': { includeEntryExports: true },
    platform: { includeEntryExports: true },
  },
};

export default config;
