// The small build a remote's standalone page loads first: the federation runtime on its global.
const { PrecompressPlugin } = require('./precompressPlugin.cjs');
const { runtimeGlobalModule, runtimeProviderFile } = require('./webpackCommon.cjs');

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

module.exports = { runtimeProviderConfig };
