// One webpack configuration for the host and every remote: each app passes only what differs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federationShared.cjs');

/** TypeScript through ts-loader, transpile only: `npm run typecheck` checks the types. */
function typescriptRule() {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.resolve(__dirname, '../tsconfig.build.json'),
      },
    },
  };
}

/** The federation runtime a remote's standalone page loads first (see runtimeProviderConfig). */
const runtimeGlobalModule = path.resolve(__dirname, 'federationRuntimeGlobal.js');
const runtimeProviderFile = 'federation-runtime.js';

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
  };
}

/**
 * @param {{ dir: string; name: string; port: number; title: string; exposes?: Record<string,string>;
 *   runtimePlugins?: string[] }} app
 */
function createWebpackConfig(app) {
  const isRemote = Object.keys(app.exposes ?? {}).length > 0;
  return (_env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const outDir = process.env.BTB_OUT_DIR
      ? path.resolve(app.dir, process.env.BTB_OUT_DIR)
      : path.resolve(app.dir, 'dist');
    const appConfig = appWebpackConfig(app, { production, outDir, isRemote });
    return isRemote ? [appConfig, runtimeProviderConfig(outDir, production)] : appConfig;
  };
}

function appWebpackConfig(app, { production, outDir, isRemote }) {
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: { keep: (file) => file === runtimeProviderFile },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [typescriptRule()],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(process.env.BTB_BUILD_ID ?? 'local'),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: federationShared(),
        // 'version-first' (the default) loads every registered remote's entry when sharing starts,
        // to compare versions; the shell registers them all before it starts, so that meant six
        // remote entries on every first visit. Singletons of one version need none of that.
        shareStrategy: 'loaded-first',
        runtimePlugins: [...(isRemote ? [] : [runtimeGlobalModule]), ...(app.runtimePlugins ?? [])],
        dts: false,
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
    ],
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json'], target: 'http://localhost:3100' }],
    },
  };
}

module.exports = { createWebpackConfig, typescriptRule };
