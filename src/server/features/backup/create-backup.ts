import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseHandle } from '../../db/client';
import { writeMeta } from '../../lib/app-meta';
import { LAST_BACKUP_KEY } from '../system/routes';
import { backupDir, backupFileName } from './backup-files';

const run = promisify(execFile);

/**
 * A consistent snapshot of everything (rows and stored files, which live in the database):
 * `pg_dump` for PostgreSQL, PGlite's own data-directory dump for the embedded database.
 * Records the time for the dashboard.
 */
export async function createBackup(handle: DatabaseHandle, options: { dataDir: string; databaseUrl?: string }): Promise<string> {
  const dir = backupDir(options.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(handle.kind));
  const partial = `${file}.partial`;
  if (handle.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('DATABASE_URL is required to back up PostgreSQL');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, options.databaseUrl]);
  } else {
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  }
  // Only a complete file gets the final name: a crash mid-backup never leaves a truncated "backup".
  await fs.rename(partial, file);
  await writeMeta(handle.db, LAST_BACKUP_KEY, new Date().toISOString());
  return file;
}
