import fs from 'node:fs';
import path from 'node:path';

/** Owner only: DATA_DIR holds the database (with the generated secrets in its WAL), backups and sent mails. */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
/** Files and folders created by this process are private whatever umask it was started with. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes every folder under `dir` (and `dir` itself) 0700 and every file 0600; returns how many it had to change.
 * PGlite's initial database comes out of a tarball with 0666 files whatever the umask, and data directories of
 * earlier versions were created with the default permissions, so this runs on every start and after a restore
 * (docs/product.md#7-security-and-operations). Symbolic links are left alone: they may point outside DATA_DIR.
 */
export function makeDataDirPrivate(dir: string): number {
  let changed = 0;
  const tighten = (target: string, mode: number, current: number) => {
    if ((current & 0o777) === mode) return;
    try {
      fs.chmodSync(target, mode);
      changed++;
    } catch (error) {
      // A file PostgreSQL removed meanwhile (a recycled WAL segment) needs nothing.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const target = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      const stat = fs.lstatSync(target, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory()) {
        tighten(target, PRIVATE_DIR_MODE, stat.mode);
        walk(target);
      } else if (stat.isFile()) {
        tighten(target, PRIVATE_FILE_MODE, stat.mode);
      }
    }
  };
  const root = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (!root?.isDirectory()) return 0;
  tighten(dir, PRIVATE_DIR_MODE, root.mode);
  walk(dir);
  return changed;
}
