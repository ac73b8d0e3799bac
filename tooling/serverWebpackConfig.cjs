// The Node build of an app, for server rendering, and the manifest entry that names it.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federationShared.cjs');
const {
  buildIdPlugin,
  commonConfig,
  federationOptions,
  serverDirName,
} = require('./webpackCommon.cjs');

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

module.exports = { ServerEntryInManifestPlugin, serverWebpackConfig };
