import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type SourceFile = { path: string; text: string };
export type ForeignWrite = { file: string; table: string; owner: string };

/** Where a file belongs: `modules/<name>` for module code, else its own folder (e.g. `hit-counters`, `jobs`). */
function ownerOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.slice(0, -1).join('/');
}

const TABLE_DECLARATION = /export const (\w+) = pgTable\(\s*'(\w+)'/g;
const BUILDER_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;

/**
 * House rule: a module alone inserts, updates and deletes its tables. Finds every write in `files` (paths relative to
 * apps/api/src) to a table declared by another owner, through Drizzle's builders or in raw SQL.
 */
export function foreignTableWrites(files: ReadonlyArray<SourceFile>): ForeignWrite[] {
  const byIdentifier = new Map<string, { table: string; owner: string }>();
  const bySqlName = new Map<string, { table: string; owner: string }>();
  for (const file of files) {
    for (const match of file.text.matchAll(TABLE_DECLARATION)) {
      const [, identifier = '', sqlName = ''] = match;
      const declared = { table: sqlName, owner: ownerOf(file.path) };
      byIdentifier.set(identifier, declared);
      bySqlName.set(sqlName, declared);
    }
  }
  const found: ForeignWrite[] = [];
  for (const file of files) {
    const writer = ownerOf(file.path);
    const targets = [
      ...[...file.text.matchAll(BUILDER_WRITE)].map((match) => byIdentifier.get(match[1] ?? '')),
      ...[...file.text.matchAll(SQL_WRITE)].map((match) => bySqlName.get((match[1] ?? '').toLowerCase())),
    ];
    for (const target of targets) {
      if (target && target.owner !== writer) found.push({ file: file.path, ...target });
    }
  }
  return found;
}

/** Every non-test TypeScript file under `root`, with paths relative to it. */
export function sourceFilesUnder(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'test') walk(full);
      } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        files.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          text: readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return files;
}
