import fs from 'node:fs';
import path from 'node:path';

import type { Config } from '#server/config.ts';
import { DataDirLockedError, openPglite, openPostgres } from '#server/db/client.ts';
import { readLockOwner } from '#server/db/data-dir-lock.ts';

import { backupDir } from './backup-files';
import { createBackup } from './create-backup';

/**
 * `npm run backup`. With the embedded database in use by a running server, asks that server
 * (SIGUSR2) to write the backup, since only one process may open PGlite's data directory.
 */
export async function runBackupCli(config: Config): Promise<string> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, () => {});
    try {
      return await createBackup(handle, {
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        retentionDays: config.backupRetentionDays,
      });
    } finally {
      await handle.close();
    }
  }
  try {
    // A running server holds the lock: ask it at once instead of waiting for it to exit.
    const handle = await openPglite({ dataDir: config.dataDir, lockWaitMs: 0 });
    try {
      await handle.migrate();
      return await createBackup(handle, { dataDir: config.dataDir, retentionDays: config.backupRetentionDays });
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return askRunningServer(config.dataDir);
  }
}

async function askRunningServer(dataDir: string): Promise<string> {
  const pid = readLockOwner(dataDir);
  if (!pid) throw new Error('No se encontró el proceso del servidor en marcha.');
  const dir = backupDir(dataDir);
  const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const created = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).find(
      (f) => !before.has(f) && !f.endsWith('.partial'),
    );
    if (created) return path.join(dir, created);
  }
  throw new Error('El servidor en marcha no escribió la copia de seguridad a tiempo.');
}
