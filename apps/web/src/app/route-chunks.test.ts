import { readFileSync } from 'node:fs';
import { routes as table } from '@paygrid/domain/routes/route-table';
import { describe, expect, it } from 'vitest';
import { routeChunks, shellChunks } from '../../../../scripts/route-chunks.mjs';

// The router's own source: the preload list reads which modules each route and layout load from it (decision 0022).
const routerSource = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const moduleKeyOf = (specifier: string) =>
  specifier.startsWith('~/') ? `src/${specifier.slice(2)}.tsx` : `src/app/${specifier.slice(2)}.tsx`;
const fileOf = (key: string) => `assets/${key.split('/').at(-1)?.replace('.tsx', '')}-hash.js`;

/** A manifest as Vite writes it: every lazily loaded module a chunk importing a shared one and the framework. */
function manifestOfRouter() {
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }> = {
    'src/main.tsx': { file: 'assets/index-hash.js', isEntry: true, imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework-hash.js' },
    '_Button.js': { file: 'assets/Button-hash.js', imports: ['_framework.js'] },
  };
  for (const [, specifier = ''] of routerSource.matchAll(/import\('([^']+)'\)/g)) {
    const key = moduleKeyOf(specifier);
    manifest[key] = {
      file: fileOf(key),
      imports: ['_Button.js', '_framework.js'],
      css: [`assets/${key.length}.css`],
    };
  }
  return manifest;
}

describe('the chunks preloaded with the shell (decision 0022)', () => {
  const chunks = routeChunks(manifestOfRouter(), routerSource, table);

  it("names every route's layout and page chunks and their shared imports, not the entry's", () => {
    expect(chunks.login).toEqual(
      expect.arrayContaining([
        '/assets/entrance-split-layout-hash.js',
        '/assets/login-page-hash.js',
        '/assets/Button-hash.js',
      ]),
    );
    expect(chunks.payments).toEqual(
      expect.arrayContaining(['/assets/organization-layout-hash.js', '/assets/payments-page-hash.js']),
    );
    expect(chunks.login).not.toContain('/assets/registration-page-hash.js');
    for (const files of Object.values(chunks)) {
      expect(files).not.toContain('/assets/framework-hash.js');
      expect(files).not.toContain('/assets/index-hash.js');
    }
  });

  it('gives every route of the table its layout and a page of its own', () => {
    for (const route of table) {
      const files = chunks[route.name] ?? [];
      expect(
        files.filter((file) => file.endsWith('-layout-hash.js')),
        route.name,
      ).toHaveLength(1);
      expect(
        files.some((file) => file.endsWith('-page-hash.js')),
        route.name,
      ).toBe(true);
    }
  });

  it('adds the route chunks’ CSS after their JavaScript', () => {
    const files = chunks.login ?? [];
    const firstCss = files.findIndex((file) => file.endsWith('.css'));
    expect(firstCss).toBeGreaterThan(0);
    expect(files.slice(firstCss).every((file) => file.endsWith('.css'))).toBe(true);
  });
});

describe('the entry and the language catalogues preloaded with the shell (decision 0077)', () => {
  it('names the entry’s CSS and each locale’s catalogue chunk', () => {
    expect(
      shellChunks({
        'index.html': {
          file: 'assets/index-hash.js',
          isEntry: true,
          imports: ['_runtime.js', '_framework.js'],
          css: ['assets/index-hash.css'],
        },
        '_runtime.js': { file: 'assets/runtime-hash.js' },
        '_framework.js': { file: 'assets/framework-hash.js' },
        'src/locales/en.json': { file: 'assets/en-hash.js' },
        'src/locales/uk.json': { file: 'assets/uk-hash.js' },
        'src/locales/locales.ts': { file: 'assets/locales-hash.js' },
      }),
    ).toEqual({
      css: ['/assets/index-hash.css'],
      locales: { en: '/assets/en-hash.js', uk: '/assets/uk-hash.js' },
    });
  });
});
