// Writes the build metadata file the client polls to notice a new release (SPEC §2, §7).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist', 'builds');
mkdirSync(dist, { recursive: true });
const info = { id: process.env.BUILD_ID || randomUUID(), timestamp: Date.now() };
writeFileSync(path.join(dist, 'latest.json'), `${JSON.stringify(info)}\n`);
console.log(`build ${info.id}`);
