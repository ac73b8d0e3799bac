// One webpack configuration for the host and every remote: each app passes only what differs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federationShared.cjs');
const platform = require('@btb/platform/platform.json');
const { PrecompressPlugin } = require('./precompressPlugin.cjs');

/**
 * TypeScript through ts-loader, transpile only: `npm run typecheck` checks the types. Then Babel with
 * only the styled-components plugin, which gives every styled component an id derived from its file
 * and position: the browser and server builds (and a redeployed remote) then produce the same class
 * names, which hydration needs (without it ids come from a counter in module evaluation order).
 */
function typescriptRule({ production = true } = {}) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'babel-loader',
        options: {
          babelrc: false,
          configFile: false,
          compact: false,
          plugins: [
            [
              'babel-plugin-styled-components',
              { ssr: true, displayName: !production, fileName: false, pure: true },
            ],
          ],
        },
      },
      {
        loader: 'ts-loader',
        options: {
          transpileOnly: true,
          configFile: path.resolve(__dirname, '../tsconfig.build.json'),
        },
      },
    ],
  };
}

/** The federation runtime a remote's standalone page loads first (see runtimeProviderConfig). */
const runtimeGlobalModule = path.resolve(__dirname, 'federationRuntimeGlobal.js');
const runtimeProviderFile = 'federation-runtime.js';

/** Where each app's server build goes, beside its browser build. */
const serverDirName = 'server';

/**
 * The shell ships the federation runtime once and hands it to every remote entry
 * (federationRuntimeGlobal.js), so remotes are built with `externalRuntime` and do not carry a copy
 * of their own. A remote's standalone page (QA) has no shell, so it loads this small build first:
 * it puts the same runtime on the global the remote expects.
 */
function runtimeProviderConfig(outDir, production) {
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: runtimeGlobalModule,
    devtool: false,
    output: { path: outDir, filename: runtimeProviderFile, clean: false },
    performance: { hints: false },
    plugins: production ? [new PrecompressPlugin()] : [],
  };
}

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

/** What an app's browser and server builds share: its sources, their loaders and the build id. */
function commonConfig(app, production) {
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        'use-sync-external-store/shim$': path.resolve(__dirname, 'useSyncExternalStore.js'),
      },
    },
    module: { rules: [typescriptRule({ production })] },
    performance: { hints: false },
  };
}

const buildIdPlugin = () =>
  new webpack.DefinePlugin({
    __BUILD_ID__: JSON.stringify(process.env.BTB_BUILD_ID ?? 'local'),
  });

/** The federation options both builds of an app share: its name, what it exposes, how it shares. */
function federationOptions(app, shared) {
  return {
    name: app.name,
    filename: 'remoteEntry.js',
    exposes: app.exposes ?? {},
    shared,
    // 'version-first' (the default) loads every registered remote's entry when sharing starts,
    // to compare versions; the shell registers them all before it starts, so that meant six
    // remote entries on every first visit. Singletons of one version need none of that.
    shareStrategy: 'loaded-first',
    dts: false,
  };
}

function appWebpackConfig(app, { production, outDir, isRemote }) {
  return {
    ...commonConfig(app, production),
    name: app.name,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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

/**
 * The Node build of an app, for server rendering (`site-server/src/render/`). A remote's server
 * build is its own `remoteEntry.js` for Node (CommonJS, chunks fetched over HTTP by the node runtime
 * plugin), published under `server/` beside the browser build, so a redeploy ships both at once. It
 * takes every shared package from the host (`import: false`): the server has one React. The shell's
 * server build is the host: `render.js`, which the site server requires.
 */
function serverWebpackConfig(app, { production, outDir, isRemote }) {
  return {
    ...commonConfig(app, production),
    name: `${app.name}-server`,
    target: 'async-node',
    entry: isRemote ? {} : { render: './src/server/index.ts' },
    devtool: false,
    output: {
      path: path.join(outDir, serverDirName),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${app.name}_server`,
      library: isRemote ? undefined : { type: 'commonjs2' },
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [
      buildIdPlugin(),
      new ModuleFederationPlugin({
        ...federationOptions(app, federationShared({ fromHost: isRemote })),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        remoteType: 'script',
        library: isRemote ? { type: 'commonjs-module', name: app.name } : undefined,
        manifest: false,
      }),
    ],
  };
}

/**
 * Names the server entry in the browser's `mf-manifest.json` (`metaData.ssrRemoteEntry`), so one
 * manifest serves both sides: in Node the federation runtime loads `server/remoteEntry.js` from it.
 */
class ServerEntryInManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerEntryInManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ServerEntryInManifestPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.ssrRemoteEntry = {
            name: 'remoteEntry.js',
            path: `${serverDirName}/`,
            type: 'commonjs-module',
          };
          compilation.updateAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { createWebpackConfig, typescriptRule };
