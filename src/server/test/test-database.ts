import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';

import { remember, takePooled } from './database-pool';
import { TEMPLATE_DB, templateTarball, TEST_DB_PREFIX } from './global-setup';

/**
 * PGlite compiles its two WebAssembly modules and reads its file bundle on every create: once per test process
 * instead halves the time a test database takes to open (the server tests keep their process between files).
 */
let preloaded: Promise<NonNullable<Parameters<typeof openPglite>[0]['preloaded']>> | undefined;
const pgliteFile = (name: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), name);
const preload = () =>
  (preloaded ??= (async () => ({
    pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(pgliteFile('pglite.wasm'))),
    initdbWasmModule: await WebAssembly.compile(fs.readFileSync(pgliteFile('initdb.wasm'))),
    fsBundle: new Blob([fs.readFileSync(pgliteFile('pglite.data'))]),
  }))());
let template: Blob | undefined;

/**
 * A fresh, migrated database in well under a second: PGlite loaded from the migrated tarball,
 * or (TEST_DATABASE_URL set) a PostgreSQL database copied from the migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    template ??= new Blob([fs.readFileSync(templateTarball())]);
    return openPglite({ loadDataDir: template, preloaded: await preload() });
  }
  return createPostgresDatabase(url);
}

/**
 * A test app's database: one a finished test handed back (emptied to the template's rows) when there is one, else
 * a new one; `releaseTestAppDatabase` hands it back (./database-pool.ts).
 */
export async function createTestAppDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const pooled = takePooled();
  if (pooled) return pooled;
  const handle = await createTestDatabase();
  await remember(handle);
  return handle;
}

export { release as releaseTestAppDatabase } from './database-pool';

async function createPostgresDatabase(url: string): Promise<DatabaseHandle & { url: string }> {
  const name = `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;
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
