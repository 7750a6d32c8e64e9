// Each browser asset of a production build is written beside itself compressed once, at the highest settings
// (`.br` brotli quality 11, `.gz` gzip level 9), as a CDN serves it; scripts/static-server.mjs sends these
// (@fastify/static's preCompressed) instead of compressing every response (brotli quality 6) per request.
// Emitted as assets, so RetainPreviousBuilds keeps and prunes them with the files they belong to.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser fetches as text; images other than SVG and source maps are left as they are. */
const COMPRESSIBLE = /\.(js|css|json|html|svg|webmanifest|txt)$/;
/** Below this, the encoding's headers outweigh what it saves (@fastify/compress's threshold too). */
const MIN_BYTES = 1024;

/** The compressed copies of one file: name -> bytes (none when it does not gain). */
async function compressedCopies(name, bytes) {
  if (!COMPRESSIBLE.test(name) || bytes.length < MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const out = {};
  if (br.length < bytes.length) out[`${name}.br`] = br;
  if (gz.length < bytes.length) out[`${name}.gz`] = gz;
  return out;
}

class PrecompressAssets {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressAssets', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification, content hashing and the page's own assets; additionalAssets: files added later too.
        { name: 'PrecompressAssets', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          await Promise.all(
            Object.keys(assets).map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset || asset.info.precompressed || /\.(br|gz)$/.test(name)) return;
              const copies = await compressedCopies(name, asset.source.buffer());
              for (const [file, bytes] of Object.entries(copies)) {
                if (compilation.getAsset(file)) compilation.updateAsset(file, new sources.RawSource(bytes), { precompressed: true });
                else compilation.emitAsset(file, new sources.RawSource(bytes), { precompressed: true, immutable: asset.info.immutable });
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressAssets, compressedCopies };
