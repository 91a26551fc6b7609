import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TEST_SUPPORT_IMPORT = /from\s+'[^']*\.test-support'/;
const isTestFile = (name: string) => /\.test\.tsx?$|\.test-support\.tsx?$/.test(name);

/** Production source files (not tests, test helpers or test folders) under `roots`, that import a test helper. */
export function productionFilesImportingTestSupport(roots: ReadonlyArray<string>): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!['test', 'e2e', 'node_modules', 'dist'].includes(name)) walk(full);
      } else if (
        /\.tsx?$/.test(name) &&
        !isTestFile(name) &&
        TEST_SUPPORT_IMPORT.test(readFileSync(full, 'utf8'))
      )
        found.push(full);
    }
  };
  for (const root of roots) walk(root);
  return found;
}
