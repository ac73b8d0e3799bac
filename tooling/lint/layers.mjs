// The layers of the house, for ESLint (eslint-plugin-import-x): a remote imports only shared
// packages (`shared-*`, `platform`); a shared package imports neither the shell nor a remote, and
// only packages below it in `sharedOrder` (so no two shared packages import each other); the
// shell imports no remote; a server (api, database, registry, site-server) imports no browser
// package, shell or remote, and browser code imports no server; the database package imports no
// server app; the registry imports neither the API app nor the site server; no relative
// import reaches into another package. Import cycles between files, type-only ones too, are
// dependency-cruiser's (.dependency-cruiser.cjs, `npm run lint:cycles`).
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const sourceExtensions = ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'];

/**
 * The shared packages from the bottom up: each imports only packages on the rows below its own.
 * A new shared package takes its row here (the lint refuses a `shared-*` folder it cannot place).
 */
export const sharedOrder = [
  ['shared-contract'],
  ['platform', 'shared-fsrs', 'shared-i18n', 'shared-router'],
  ['shared-store'],
  ['shared-review', 'shared-ui'],
  ['shared-federation', 'shared-player'],
  ['shared-frame'],
  ['shared-standalone'],
  ['shared-testing'],
];

/** The shared packages a server may use: data and rules, no browser code. */
export const serverSafeShared = ['platform', 'shared-contract', 'shared-fsrs'];

/** The server-side packages: the apps and the database access they share. */
const servers = ['api', 'database', 'metrics', 'registry', 'site-server'];

/** The folders at `root` whose names pass `test`. */
const folders = (root, test) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && test(entry.name))
    .map((entry) => entry.name);

const remoteFolders = (root) => folders(root, (name) => name.startsWith('mf-'));

/** The shared packages of the repository at `root`: its `shared-*` folders and `platform`. */
const sharedFolders = (root) =>
  folders(root, (name) => name.startsWith('shared-') || name === 'platform');

const everything = (folder) => `./${folder}/**`;

/** The zones that hold for every file, tests included. */
function packageZones(root, serverSafe) {
  const remotes = remoteFolders(root);
  const shared = sharedFolders(root);
  const browser = [...shared.filter((folder) => !serverSafe.includes(folder)), 'shell', ...remotes];
  return [
    ...remotes.map((remote) => ({
      target: `./${remote}/src/**`,
      from: [
        './shell/**',
        ...servers.map(everything),
        ...remotes.filter((other) => other !== remote).map(everything),
      ],
      message:
        'A remote imports only shared packages (shared-*, platform); talk to other remotes through the store and router.',
    })),
    ...shared.map((folder) => ({
      target: `./${folder}/src/**`,
      from: ['./shell/**', ...remotes.map(everything)],
      message:
        'A shared package imports neither the shell nor a remote; move what both need into a shared package.',
    })),
    {
      target: './shell/src/**',
      from: remotes.map(everything),
      message: 'The shell imports no remote; it loads remotes through the federation runtime.',
    },
    ...[...shared, 'shell'].map((folder) => ({
      target: `./${folder}/src/**`,
      from: servers.map(everything),
      message:
        'Browser code imports no server (api, database, registry, site-server): share what both need through a server-safe package (shared-contract, platform, shared-fsrs).',
    })),
    ...servers.map((server) => ({
      target: `./${server}/**`,
      from: browser.map(everything),
      message: `A server imports no browser package, shell or remote: only ${serverSafe.join(', ')} of the shared ones (move what it needs into one of them).`,
    })),
    {
      target: './registry/**',
      from: ['./site-server/**'],
      message:
        'The registry imports no site server: the site server mounts the registry, not the other way round.',
    },
    {
      target: './registry/**',
      from: ['./api/**'],
      message:
        'The registry imports no API app: the database access both use is @btb/database (database/).',
    },
    {
      target: './database/**',
      from: ['./api/**', './registry/**', './site-server/**'],
      message:
        'The database package imports no server app: the apps stand on it (api, registry and site-server import @btb/database).',
    },
  ];
}

/** The zones that keep the shared packages in their order (source files; tests may use shared-testing). */
function orderZones(root, order) {
  const placed = order.flat();
  const unplaced = sharedFolders(root).filter((folder) => !placed.includes(folder));
  if (unplaced.length > 0)
    throw new Error(`tooling/lint/layers.mjs: place ${unplaced.join(', ')} in sharedOrder`);
  const zones = order.flatMap((row, rank) =>
    row.map((folder) => ({
      target: `./${folder}/src/**`,
      from: order
        .slice(rank)
        .flat()
        .filter((other) => other !== folder)
        .map(everything),
      message: `A shared package imports only the ones below it in sharedOrder (tooling/lint/layers.mjs); ${folder} is on row ${rank + 1}: move what both need down, or the package up.`,
    })),
  );
  return zones.filter((zone) => zone.from.length > 0);
}

/** The import-x zones for the repository at `root` (its `mf-*` and `shared-*` folders). */
export function layerZones(root, { order = sharedOrder, serverSafe = serverSafeShared } = {}) {
  return { all: packageZones(root, serverSafe), sources: orderZones(root, order) };
}

/** The flat-config blocks that hold the layers of the repository at `root`. */
export function layerConfig(root, options) {
  const zones = layerZones(root, options);
  const files = ['**/*.{ts,tsx,js,cjs,mjs}'];
  const restricted = (list) => ['error', { basePath: root, zones: list }];
  return [
    {
      files,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
        'import-x/extensions': sourceExtensions,
      },
      rules: {
        'import-x/no-restricted-paths': restricted(zones.all),
        'import-x/no-relative-packages': 'error',
      },
    },
    {
      files,
      ignores: ['**/*.test.*', '**/*.spec.*', '**/testing/**'],
      rules: { 'import-x/no-restricted-paths': restricted([...zones.all, ...zones.sources]) },
    },
  ];
}
