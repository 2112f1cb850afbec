import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { openPglite } from '#server/db/client.ts';
import { makeDataDirPrivate } from '#server/db/private-data-dir.ts';

const run = promisify(execFile);

/**
 * Brings a backup back. PostgreSQL: pg_restore over the current schema. Embedded: the current
 * data directory is kept aside (pgdata.before-restore-…) and replaced by the backup's.
 * The embedded database must not be in use (the data-directory lock enforces it).
 */
export async function restoreBackup(file: string, options: { dataDir: string; databaseUrl?: string }): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`No existe el fichero de copia: ${file}`);
  if (file.endsWith('.pgdump')) {
    if (!options.databaseUrl) throw new Error('Para restaurar una copia de PostgreSQL hace falta DATABASE_URL');
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${options.databaseUrl}`,
      file,
    ]);
    return 'postgres';
  }
  const pgdata = path.join(options.dataDir, 'pgdata');
  const staging = path.join(options.dataDir, 'pgdata.restoring');
  fs.rmSync(staging, { recursive: true, force: true });
  // Load into a staging directory first (taking the lock, so a running server stops us).
  const loaded = await openPglite({
    dataDir: options.dataDir,
    pgDataDir: staging,
    loadDataDir: new Blob([fs.readFileSync(file)]),
  });
  try {
    await loaded.ping();
  } finally {
    await loaded.close();
  }
  if (fs.existsSync(pgdata)) {
    fs.renameSync(
      pgdata,
      path.join(options.dataDir, `pgdata.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    );
  }
  fs.renameSync(staging, pgdata);
  // The restored files come out of a tarball with modes of their own; the kept-aside copy may predate this rule.
  makeDataDirPrivate(options.dataDir);
  return 'pglite';
}
