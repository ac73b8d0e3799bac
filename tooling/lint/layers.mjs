// The layers of the house, for ESLint (eslint-plugin-import-x): a remote imports only shared
// packages (`shared-*`, `platform`); a shared package imports neither the shell nor a remote; the
// shell imports no remote; the registry (a server-side package the site server mounts) imports no
// site server; no relative import reaches into another package. Import cycles, type-only
// ones too, are dependency-cruiser's (.dependency-cruiser.cjs, `npm run lint:cycles`).
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const sourceExtensions = ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'];

const folders = (root, prefix) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
    .map((entry) => entry.name);

/** The import-x zones for the repository at `root` (its `mf-*` and `shared-*` folders). */
export function layerZones(root) {
  const remotes = folders(root, 'mf-');
  const shared = [...folders(root, 'shared-'), 'platform'];
  const servers = ['api', 'registry', 'site-server'];
  return [
    ...remotes.map((remote) => ({
      target: `./${remote}/src/**`,
      from: [
        './shell/**',
        ...servers.map((folder) => `./${folder}/**`),
        ...remotes.filter((other) => other !== remote).map((other) => `./${other}/**`),
      ],
      message:
        'A remote imports only shared packages (shared-*, platform); talk to other remotes through the store and router.',
    })),
    ...shared.map((folder) => ({
      target: `./${folder}/src/**`,
      from: ['./shell/**', ...remotes.map((remote) => `./${remote}/**`)],
      message:
        'A shared package imports neither the shell nor a remote; move what both need into a shared package.',
    })),
    {
      target: './shell/src/**',
      from: remotes.map((remote) => `./${remote}/**`),
      message: 'The shell imports no remote; it loads remotes through the federation runtime.',
    },
    {
      target: './registry/**',
      from: ['./site-server/**', './shell/**', ...remotes.map((remote) => `./${remote}/**`)],
      message:
        'The registry imports no site server, shell or remote: the site server mounts the registry, not the other way round.',
    },
  ];
}

/** The flat-config block that holds the layers of the repository at `root`. */
export function layerConfig(root) {
  return {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
      'import-x/extensions': sourceExtensions,
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones(root) }],
      'import-x/no-relative-packages': 'error',
    },
  };
}
