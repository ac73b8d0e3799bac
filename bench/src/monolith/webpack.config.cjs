// The same pages as the federated site, built as ONE ordinary webpack bundle (no federation), to
// measure what federation costs. Reuses the shell's App, routes and layout; only RemoteRoute is
// swapped for a static version.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { typescriptRule } = require('../../../tooling/webpackCommon.cjs');

const repoRoot = path.resolve(__dirname, '../../..');

module.exports = (_env = {}) => ({
  mode: 'production',
  context: __dirname,
  entry: { main: './app/index.ts' },
  devtool: false,
  output: {
    path: process.env.BTB_MONOLITH_OUT || '/tmp/btb-bench/monolith',
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: {
    rules: [typescriptRule()],
  },
  performance: { hints: false },
  plugins: [
    new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify('bench-monolith') }),
    new webpack.NormalModuleReplacementPlugin(/[\\/]RemoteRoute$/, (resource) => {
      if (resource.context.startsWith(path.join(repoRoot, 'shared-federation', 'src'))) {
        resource.request = path.join(__dirname, 'app', 'StaticRemoteRoute.tsx');
      }
    }),
    new HtmlWebpackPlugin({
      template: path.join(repoRoot, 'tooling', 'index.html'),
      title: 'Beat to Breakthrough',
      publicPath: '/',
      chunks: ['main'],
    }),
  ],
});
