// One webpack configuration for the host and every remote: each app passes only what differs.
// The shared pieces are in webpackCommon.cjs, the server build in serverWebpackConfig.cjs and a
// remote's runtime provider in runtimeProviderConfig.cjs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StartupChunksPlugin } = require('./startupChunksPlugin.cjs');
const { CompileHintsPlugin } = require('./compileHintsPlugin.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federationShared.cjs');
const platform = require('@btb/platform/platform.json');
const { PrecompressPlugin } = require('./precompressPlugin.cjs');
const { runtimeProviderConfig } = require('./runtimeProviderConfig.cjs');
const { ServerEntryInManifestPlugin, serverWebpackConfig } = require('./serverWebpackConfig.cjs');
const {
  buildIdPlugin,
  commonConfig,
  federationOptions,
  runtimeGlobalModule,
  runtimeProviderFile,
  serverDirName,
} = require('./webpackCommon.cjs');

/**
 * What an app's webpack build needs, from the platform description: its federation name, port and
 * exposed modules, found by the app's folder. A remote the platform does not describe (one that
 * is added at run time through the registry, like the e2e suite's fixture) passes its own
 * description, in the same shape.
 */
function appOf(dir, description) {
  const folder = path.basename(dir);
  const described =
    description ?? [platform.shell, ...platform.remotes].find((app) => app.folder === folder);
  if (!described) throw new Error(`${folder} is not in platform/platform.json.`);
  return {
    dir,
    name: described.name,
    port: described.defaultPort,
    title:
      described === platform.shell ? 'Beat to Breakthrough' : `${folder} · Beat to Breakthrough`,
    exposes: Object.fromEntries(
      (described.exposes ?? []).map(({ module, file }) => [`./${module}`, file]),
    ),
  };
}

/**
 * @param {string} dir the app's folder (its webpack.config.js passes `__dirname`)
 * @param {{ name: string, defaultPort: number, exposes: { module: string, file: string }[] }} [description]
 *   only for a remote that is not in platform/platform.json
 */
function createWebpackConfig(dir, description) {
  const app = appOf(dir, description);
  const isRemote = Object.keys(app.exposes ?? {}).length > 0;
  return (_env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const outDir = process.env.BTB_OUT_DIR
      ? path.resolve(app.dir, process.env.BTB_OUT_DIR)
      : path.resolve(app.dir, 'dist');
    const configs = [appWebpackConfig(app, { production, outDir, isRemote })];
    if (isRemote) configs.push(runtimeProviderConfig(outDir, production));
    // The dev servers serve the browser build only: server rendering is for the production site.
    if (!process.env.WEBPACK_SERVE) {
      configs.push(serverWebpackConfig(app, { production, outDir, isRemote }));
    }
    return configs.length === 1 ? configs[0] : configs;
  };
}

/**
 * React's JSX runtime is a few hundred bytes that every chunk with a component uses. It is not a
 * federated package (React's own `jsx` calls need no singleton), and too small for webpack to split
 * out by itself, so each chunk carried its own copy: five on the host's first visit to `/` (frame,
 * player, UI kit, i18n, router), where one chunk of its own saves 0.7 KB gzip. A remote's page
 * loads one to three chunks with components, where a chunk of its own costs more than the copies
 * it saves (measured on mf-home), so only the host has it.
 */
const jsxRuntimeChunk = {
  test: /[\\/]node_modules[\\/]react[\\/](jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.)/,
  name: 'jsx-runtime',
  chunks: 'all',
  minSize: 0,
  enforce: true,
};

/**
 * The libraries every page starts with, in one chunk of the host's. As federated singletons each
 * had a chunk of its own, and the runtime adds one script element per chunk in the task that starts
 * the page: about 2 ms each on a phone-class CPU at 1× (29 ms for 15 chunks on `/me`, the start-up's
 * longest stretch). Only the host has it: remotes take these libraries from the host.
 */
const startupLibrariesChunk = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|use-sync-external-store|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|@standard-schema[\\/]utils|i18next|react-i18next|styled-components|stylis|react-router)[\\/]/,
  name: 'libraries',
  chunks: 'async',
  enforce: true,
};

/** The chunk group the host's entry imports to start the page (`webpackChunkName`). */
const startupChunkGroup = 'bootstrap';

function appWebpackConfig(app, { production, outDir, isRemote }) {
  return {
    ...commonConfig(app, production),
    name: app.name,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    ...(isRemote
      ? {}
      : {
          optimization: {
            splitChunks: {
              cacheGroups: { jsxRuntime: jsxRuntimeChunk, libraries: startupLibrariesChunk },
            },
          },
        }),
    output: {
      path: outDir,
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: {
        // The runtime provider's file and its .br/.gz are another build's output.
        keep: (file) =>
          file.startsWith(runtimeProviderFile) || file.startsWith(`${serverDirName}/`),
      },
    },
    plugins: [
      ...(isRemote ? [new ServerEntryInManifestPlugin()] : []),
      buildIdPlugin(),
      new ModuleFederationPlugin({
        ...federationOptions(app, federationShared()),
        runtimePlugins: isRemote ? [] : [runtimeGlobalModule],
        manifest: { fileName: 'mf-manifest.json' },
        experiments: {
          ...(isRemote ? { externalRuntime: true } : {}),
          optimization: { target: 'web' },
        },
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'index.html'),
        title: app.title,
        favicon: path.resolve(__dirname, 'favicon.svg'),
        publicPath: '/',
        chunks: ['main'],
        runtimeScript: isRemote ? `/${runtimeProviderFile}` : null,
      }),
      ...(isRemote
        ? []
        : [
            new StartupChunksPlugin({ chunkGroup: startupChunkGroup }),
            new CompileHintsPlugin({ chunkGroup: startupChunkGroup }),
          ]),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // `npm run dev` names the backend: its dev API, or the real site for one remote alone.
      proxy: [
        {
          context: ['/api', '/remotes.json', '/standalone.json'],
          target: process.env.BTB_DEV_BACKEND ?? `http://localhost:${platform.apiDevPort}`,
          changeOrigin: true,
        },
      ],
    },
  };
}

module.exports = { createWebpackConfig };
