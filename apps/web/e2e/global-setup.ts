import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { apiMain, repoRoot, webDistIndex } from './support/paths';

export function setup(): void {
  const missing = [webDistIndex, apiMain].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    const list = missing.map((file) => relative(repoRoot, file)).join(', ');
    throw new Error(`Browser tests need the built app: ${list} missing; run npm run build first.`);
  }
}
