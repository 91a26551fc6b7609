import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionFilesImportingTestSupport } from './test/test-support-imports';

const repository = fileURLToPath(new URL('../../..', import.meta.url));
const sources = ['apps/api/src', 'apps/web/src', 'packages/domain/src', 'packages/contracts/src'].map(
  (folder) => path.join(repository, folder),
);

// ADR 0098: test helpers (`*.test-support.ts`, such as the grid filter oracle) serve tests alone; the packages
// expose them for the apps' tests, so this holds production code away from them.
describe('test helpers stay out of production code (house rule)', () => {
  it('finds no production file importing a *.test-support file', () => {
    expect(productionFilesImportingTestSupport(sources)).toEqual([]);
  });

  it('fails on a deliberate violation, and lets tests and test helpers import them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'paygrid-boundary-'));
    try {
      await mkdir(path.join(root, 'grid'));
      const importing = "import { matchesFilter } from '@paygrid/domain/grid/filter-oracle.test-support';\n";
      await writeFile(path.join(root, 'grid', 'list.ts'), importing);
      await writeFile(path.join(root, 'grid', 'list.test.ts'), importing);
      await writeFile(path.join(root, 'grid', 'more.test-support.ts'), importing);
      expect(productionFilesImportingTestSupport([root])).toEqual([path.join(root, 'grid', 'list.ts')]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
