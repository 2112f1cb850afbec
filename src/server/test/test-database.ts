import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';

import { TEMPLATE_DB, templateTarball } from './global-setup';

/**
 * A fresh, migrated database in well under a second: PGlite loaded from the migrated tarball,
 * or (TEST_DATABASE_URL set) a PostgreSQL database copied from the migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const tarball = fs.readFileSync(templateTarball());
    return openPglite({ loadDataDir: new Blob([tarball]) });
  }
  const name = `casanova_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), () => {});
  return {
    ...handle,
    url: target.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}
