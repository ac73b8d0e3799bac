// Name, port and exposed modules come from the platform description (platform/platform.json).
const { InjectManifest } = require('workbox-webpack-plugin');
const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

const base = createWebpackConfig(__dirname);

/**
 * The site's service worker (docs/offline.md), built beside the shell's production browser build:
 * Workbox's InjectManifest compiles `src/offline/worker/serviceWorker.ts` to `sw.js` with the list
 * of the shell's own files to keep. The remotes' releases are kept at run time, from the remote
 * map. The server build and the dev server have no worker.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: './src/offline/worker/serviceWorker.ts',
    swDest: 'sw.js',
    // The browser's files only: no source maps, precompressed copies, server build or manifests
    // (a manifest is read fresh, never from a precache).
    exclude: [/\.map$/, /\.(br|gz)$/, /^server\//, /\.json$/, /\.LICENSE\.txt$/],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });

module.exports = (env = {}, argv = {}) => {
  const configs = base(env, argv);
  const production = argv.mode !== 'development';
  if (production && !process.env.WEBPACK_SERVE && Array.isArray(configs)) {
    configs[0].plugins.push(serviceWorker());
  }
  return configs;
};
