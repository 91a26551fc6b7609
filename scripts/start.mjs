// npm start: builds what is missing, then runs the built server (which migrates the database itself).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps', 'api', 'dist', 'main.js');
const webShell = path.join(root, 'apps', 'web', 'dist', 'index.html');

if (!existsSync(serverEntry) || !existsSync(webShell)) {
  console.log('First start: building the console (about a minute)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(serverEntry);
