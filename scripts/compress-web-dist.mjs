// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the web build, once, at build time:
// the server sends the copy the browser accepts (@fastify/static `preCompressed`) instead of compressing per request.
// Run by the web build (apps/web/vite.config.ts); by hand: node scripts/compress-web-dist.mjs [dir].
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats a browser fetches; source maps are left out (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      // dist/.vite holds the build manifest, read by scripts, never served.
      .filter(
        (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'),
      )
      .map((entry) => path.join(entry.parentPath, entry.name))
  );
}

/** @param {string} dir the build output; @returns {Promise<number>} how many files got copies */
export async function compressWebDist(dir) {
  const files = await filesUnder(dir);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist'));
  const count = await compressWebDist(dir);
  console.log(`compressed ${count} files of ${dir} (brotli and gzip)`);
}
