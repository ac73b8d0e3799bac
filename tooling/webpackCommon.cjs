// What every webpack build of an app shares (createWebpackConfig.cjs, serverWebpackConfig.cjs,
// runtimeProviderConfig.cjs): the TypeScript rule, the federation options, where things go.
const path = require('node:path');
const webpack = require('webpack');

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
 * react-router's package exports only its development build (warnings and invariant messages
 * kept); its production build sits beside it, and a production bundle takes that one.
 */
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);
const productionBuilds = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/** What an app's browser and server builds share: its sources, their loaders and the build id. */
function commonConfig(app, production) {
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        'use-sync-external-store/shim$': path.resolve(__dirname, 'useSyncExternalStore.js'),
        ...(production ? productionBuilds : {}),
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

module.exports = {
  buildIdPlugin,
  commonConfig,
  federationOptions,
  runtimeGlobalModule,
  runtimeProviderFile,
  serverDirName,
  typescriptRule,
};
