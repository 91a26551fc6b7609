import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const webDistIndex = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
export const apiMain = fileURLToPath(new URL('../../../api/dist/main.js', import.meta.url));
