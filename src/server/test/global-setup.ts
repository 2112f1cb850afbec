import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { openPostgres, wrapPglite } from '#server/db/client.ts';
import { projectRoot } from '#server/paths.ts';

// One template per checkout: test runs of two working copies on one PostgreSQL never share it.
const CHECKOUT = createHash('sha256').update(projectRoot()).digest('hex').slice(0, 8);
export const TEMPLATE_DB = `casanova_test_template_${CHECKOUT}`;
/** The prefix of this checkout's test databases (each test app's, copied from the template). */
export const TEST_DB_PREFIX = `casanova_test_${CHECKOUT}_`;
export const templateTarball = () => path.join(projectRoot(), '.tmp', 'test-template.tar');

/**
 * Migrates once per run: a PGlite data directory dumped to an (uncompressed) tarball (each test file loads it),
 * and, when TEST_DATABASE_URL is set, a PostgreSQL template database (each test file copies it).
 */
export default async function setup() {
  fs.mkdirSync(path.dirname(templateTarball()), { recursive: true });
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await handle.migrate();
  // Uncompressed: 40 MB on disk, but each test database loads in a third of the time (0.35 s instead of 0.8 s),
  // and a run creates hundreds of them.
  const dump = await client.dumpDataDir('none');
  // Written aside, then renamed over the old one: `npm test` runs two suites at once (PGlite and PostgreSQL), and a
  // worker of one may be reading the tarball the other's setup replaces.
  const aside = `${templateTarball()}.${process.pid}`;
  fs.writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(aside, templateTarball());
  await handle.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${TEMPLATE_DB}`;
    const template = openPostgres(target.toString(), () => {});
    await template.migrate();
    await template.close();
  }
  return teardown;
}

/** Drops the databases the workers' pools still held when the run ended (src/server/test/database-pool.ts). */
async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [TEST_DB_PREFIX],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
