// Bundles the API into dist/main.js: our workspace packages are compiled in, npm packages stay external. Then
// writes the empty migrated embedded cluster a first start loads (src/setup/pglite-template.ts).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/setup/write-pglite-template.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@paygrid/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

execFileSync(process.execPath, ['dist/write-pglite-template.js'], { stdio: 'inherit' });
