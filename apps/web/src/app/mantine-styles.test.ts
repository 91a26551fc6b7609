import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));
const mantineRoot = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const componentsDir = path.join(mantineRoot, 'esm', 'components');
const utilsDir = path.join(mantineRoot, 'esm', 'utils');
const stylesDir = path.join(mantineRoot, 'styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Components the app imports from @mantine/core (and @mantine/notifications draws with Notification). */
function usedComponents(): Set<string> {
  const used = new Set(['Notification']);
  for (const file of sourceFiles(sourceRoot)) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const name of (names ?? '').split(',')) {
        const component = name.replace(/^\s*type\s+/, '').trim();
        if (/^[A-Z]/.test(component)) used.add(component);
      }
    }
  }
  return used;
}

/** Mantine components (and utils with styles) a component's own modules import. */
function dependenciesOf(name: string): string[] {
  const dir = [path.join(componentsDir, name), path.join(utilsDir, name)].find(existsSync);
  if (!dir) return [];
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const code = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, other] of code.matchAll(/from "(?:\.\.\/)+(?:components\/|utils\/)?([A-Z][A-Za-z]+)\//g)) {
      if (other && other !== name) found.add(other);
    }
  }
  return [...found];
}

describe('Mantine styles the app loads', () => {
  it('include the styles of every Mantine component in use and of those it is built from', () => {
    const needed = new Set<string>();
    const visit = (name: string) => {
      if (needed.has(name)) return;
      needed.add(name);
      for (const dependency of dependenciesOf(name)) visit(dependency);
    };
    for (const name of usedComponents()) visit(name);
    const withStyles = [...needed].filter((name) => existsSync(path.join(stylesDir, `${name}.css`)));
    expect(withStyles.length).toBeGreaterThan(20);

    const listed = [
      ...readFileSync(new URL('./mantine-styles.ts', import.meta.url), 'utf8').matchAll(
        /@mantine\/core\/styles\/([\w-]+)\.css/g,
      ),
    ].map(([, name]) => name);
    const missing = withStyles.filter((name) => !listed.includes(name)).sort();
    expect(missing, 'add these to app/mantine-styles.ts').toEqual([]);
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
