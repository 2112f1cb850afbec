import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import type { DatabaseHandle } from '#server/db/client.ts';
import { LAST_BACKUP_KEY, writeMeta } from '#server/lib/app-meta.ts';

import { backupDir, backupFileName, backupTime } from './backup-files';

const run = promisify(execFile);

/** Owner only: a backup holds every personal record and the generated secrets (JWT, signing links). */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/**
 * A consistent snapshot of everything (rows and stored files, which live in the database):
 * `pg_dump` for PostgreSQL, PGlite's own data-directory dump for the embedded database.
 * Readable by the owner alone, in a folder only the owner may enter (docs/product.md#7-security-and-operations).
 * Records the time for the dashboard.
 */
export async function createBackup(
  handle: DatabaseHandle,
  options: {
    dataDir: string;
    databaseUrl?: string;
    /** BACKUP_RETENTION_DAYS: older backups are deleted once this one is complete. */
    retentionDays: number;
    now?: Date;
  },
): Promise<string> {
  const dir = backupDir(options.dataDir);
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await tightenExisting(dir);
  const file = path.join(dir, backupFileName(handle.kind));
  const partial = `${file}.partial`;
  // Created private before a single byte goes in; pg_dump then writes into it.
  await fs.writeFile(partial, '', { mode: PRIVATE_FILE });
  if (handle.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('DATABASE_URL is required to back up PostgreSQL');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, options.databaseUrl]);
  } else {
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  }
  await fs.chmod(partial, PRIVATE_FILE);
  // Only a complete file gets the final name: a crash mid-backup never leaves a truncated "backup".
  await fs.rename(partial, file);
  await writeMeta(handle.db, LAST_BACKUP_KEY, new Date().toISOString());
  await pruneBackups(dir, options.retentionDays, options.now ?? new Date(), file);
  return file;
}

/**
 * Deletes the backups older than `retentionDays` (by the time in their name), never the one just written, as the
 * privacy policy states (docs/product.md#secrets-and-backups). Another instance pruning at the same time may have
 * deleted a file first: that is fine.
 */
export async function pruneBackups(dir: string, retentionDays: number, now: Date, keep?: string): Promise<string[]> {
  const cutoff = now.getTime() - retentionDays * 24 * 60 * 60_000;
  const deleted: string[] = [];
  for (const name of await fs.readdir(dir)) {
    const takenAt = backupTime(name);
    const file = path.join(dir, name);
    if (takenAt === null || takenAt.getTime() >= cutoff || file === keep) continue;
    await fs.rm(file, { force: true });
    deleted.push(name);
  }
  return deleted;
}

/** The folder and the backups an earlier version wrote with the default permissions. */
async function tightenExisting(dir: string): Promise<void> {
  await fs.chmod(dir, PRIVATE_DIR);
  for (const name of await fs.readdir(dir)) await fs.chmod(path.join(dir, name), PRIVATE_FILE).catch(() => {});
}
