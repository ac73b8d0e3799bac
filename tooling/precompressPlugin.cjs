// Writes `<asset>.br` and `<asset>.gz` beside every js, css, html and json asset of a production
// build, so servers send compressed files without compressing per request (site-server's
// serveBuild, nginx `gzip_static`/`brotli_static`).
const zlib = require('node:zlib');
const webpack = require('webpack');

const compressible = /\.(?:js|css|html|json|svg)$/;

const encoders = {
  br: (buffer) =>
    zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gz: (buffer) => zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * Runs after every other asset step (stage REPORT + 1): the federation manifest is written at
 * OPTIMIZE_TRANSFER and edited at REPORT (ServerEntryInManifestPlugin), which is why this is not
 * compression-webpack-plugin, whose fixed OPTIMIZE_TRANSFER stage would compress a stale manifest.
 * A compressed copy is only kept when it is smaller than the original.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1,
        },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!compressible.test(asset.name)) continue;
            const original = asset.source.buffer();
            for (const [extension, encode] of Object.entries(encoders)) {
              const compressed = encode(original);
              if (compressed.length >= original.length) continue;
              compilation.emitAsset(
                `${asset.name}.${extension}`,
                new webpack.sources.RawSource(compressed),
                { compressed: true, immutable: asset.info.immutable },
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
