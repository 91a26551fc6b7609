import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routes } from '../../packages/domain/src/routes/route-table';
import { compressWebDist } from '../../scripts/compress-web-dist.mjs';
import { writeRouteChunks } from '../../scripts/route-chunks.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** brotli and gzip copies of every file once the build is written; the server picks one per request. */
const precompress = (): Plugin => ({
  name: 'paygrid-precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await compressWebDist(options.dir);
  },
});

/** dist/route-chunks.json: each route's chunks, which the server preloads with the shell (decision 0022). */
const routeChunks = (): Plugin => ({
  name: 'paygrid-route-chunks',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await writeRouteChunks(options.dir, `${webRoot}src/app/router.tsx`, routes);
  },
});

export default defineConfig({
  // Explicit root: the config is also run from the repository root (`--config apps/web/vite.config.ts`).
  root: webRoot,
  // React itself in the build and in the dev server (decision 0087): the dev server refreshes an edited component in
  // place with its state kept (React Fast Refresh).
  plugins: [react(), precompress(), routeChunks()],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // qs's parser needs a side channel; the platform's WeakMap and Map are one (decision 0088).
      {
        find: /^side-channel$/,
        replacement: fileURLToPath(new URL('./src/shared/grid/qs-side-channel.cjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and route pulls in, read by scripts/check-budgets.mjs.
    manifest: true,
    // React, React Router, Mantine, TanStack Query and zod (the contracts' answer checks) are ~820 kB minified (~250 kB gzip).
    // The lazily loaded password-strength dictionary is ~1.2 MB on its own, fetched on the first keystroke.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      // packages/domain is pure: modules nothing uses (the 100 kB common-password list behind its index) drop out.
      // A feature's index file only re-exports: a page reached through it stays in its own route chunk.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/packages\/domain\/src\//.test(id) && !/apps\/web\/src\/features\/[^/]+\/index\.ts$/.test(id),
      },
      output: {
        // Libraries change less often than the app: a separate chunk stays cached across releases.
        // Lazily loaded libraries (password-strength dictionaries, QR codes) stay in their own chunks.
        codeSplitting: {
          groups: [
            // zxcvbn and its dictionaries arrive together on the first password keystroke: one named chunk.
            { name: 'password-dictionaries', test: /node_modules\/@zxcvbn-ts\// },
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack\/(query-core|react-query))\//,
            },
            // What the entry imports statically loads on every page anyway: one chunk with the entry instead of a
            // dozen small ones (each a request and gzip's per-file overhead): 3.7 KiB less on every first load.
            // Wider groups (by share count, entries-aware merging, an entrance-forms group) made the login and grid
            // pages larger; rolldown's inlining of common chunks leaves route modules out of the manifest (0023).
            { name: 'shell', tags: ['$initial'] },
            // The grid's libraries (table model, virtual rows) serve every grid page: one cached chunk, not a
            // copy inside each route chunk. Drag and drop (dnd-kit) is not one of them: it arrives on demand.
            {
              name: 'grid-libraries',
              // After the framework group: React stays there, not pulled in here as a dependency.
              test: /node_modules\/@tanstack\/(table-core|react-table|virtual-core|react-virtual)\//,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
      '/flags': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    host: true,
    allowedHosts: ['.localhost'],
  },
});
