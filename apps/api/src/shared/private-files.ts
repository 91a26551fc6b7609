import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders and files only the console's own user may read (issue 33, ASVS 5.0 V13.3.1). */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Makes a folder and everything under it private, whatever the umask it was made with: the embedded database
 * (PGlite writes its files 0666 itself), the mail outbox with its live links, the secrets key. Installs made before
 * are tightened at start. Symbolic links are left alone (chmod would follow them out of the folder).
 */
export async function keepPrivate(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await tighten(folder);
}

async function tighten(entry: string): Promise<void> {
  const stats = await lstat(entry);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== PRIVATE_FOLDER) await chmod(entry, PRIVATE_FOLDER);
    for (const name of await readdir(entry)) await tighten(path.join(entry, name));
    return;
  }
  if ((stats.mode & 0o777) !== PRIVATE_FILE) await chmod(entry, PRIVATE_FILE);
}
