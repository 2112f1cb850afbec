// Real installations upgrade in place: a DATA_DIR or a PostgreSQL database written by an earlier release
// must start with the current code, migrate, and keep every row and file. The fixtures were written by
// the release of each folder's name (see upgrade-fixtures/README.md); add one when a release ships a
// new migration.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { spawnServer, type SpawnedServer } from '#server/test/spawn-server.ts';

import { openPglite, openPostgres, type DatabaseHandle } from './client';

const FIXTURES = path.join(import.meta.dirname, 'upgrade-fixtures');
const RELEASES = fs.readdirSync(FIXTURES).filter((name) => fs.statSync(path.join(FIXTURES, name)).isDirectory());

type Translations = {
  title: string;
  title_ca: string | null;
  title_en: string | null;
  description_ca: string | null;
  description_en: string | null;
};
type Expected = {
  counts: Record<string, number>;
  contracts: Record<string, number>;
  admin: { username: string; password: string };
  /** The translated texts of each property, in order; absent for releases before migration 0007_translated_content. */
  properties?: Translations[];
  /** Buyers per language; absent for releases before migration 0008_buyer_language (every buyer then reads Spanish). */
  buyer_languages?: Record<string, number>;
};
const expectedOf = (release: string): Expected =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, release, 'expected.json'), 'utf8'));

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function stop(server: SpawnedServer) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** What an administrator and a visitor see after the upgrade: the same data, through the API. */
async function checkThroughApi(server: SpawnedServer, expected: Expected) {
  expect(await server.healthy).toBe(true);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(expected.admin),
  });
  expect(login.status).toBe(200);
  const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const properties = (await (await fetch(`${server.url}/api/properties`)).json()) as (Translations & {
    description: string;
    images: { url: string }[];
  })[];
  expect(properties).toHaveLength(expected.counts.properties!);
  // A release before migration 0007_translated_content wrote no translation: every language shows the Spanish.
  const translations =
    expected.properties ??
    properties.map((p) => ({
      title: p.title,
      title_ca: null,
      title_en: null,
      description_ca: null,
      description_en: null,
    }));
  expect(
    properties.map((p) => ({
      title: p.title,
      title_ca: p.title_ca,
      title_en: p.title_en,
      description_ca: p.description_ca,
      description_en: p.description_en,
    })),
  ).toEqual(translations);
  for (const lang of ['ca', 'en'] as const) {
    const translated = (await (await fetch(`${server.url}/api/properties?lang=${lang}`)).json()) as typeof properties;
    expect(translated.map((p) => [p.title, p.description])).toEqual(
      properties.map((p, i) => [
        translations[i]![`title_${lang}`] ?? p.title,
        translations[i]![`description_${lang}`] ?? p.description,
      ]),
    );
  }
  const content = await (await fetch(`${server.url}/api/content`)).json();
  expect(await (await fetch(`${server.url}/api/content?lang=ca`)).json()).toEqual(content);
  const image = await fetch(`${server.url}${properties[0]!.images[0]!.url}`);
  expect(image.status).toBe(200);
  const contracts = (await (await fetch(`${server.url}/api/cms/contracts`, { headers: auth })).json()) as {
    id: string;
    status: string;
    buyers: { language: string }[];
  }[];
  const byStatus: Record<string, number> = {};
  for (const contract of contracts) byStatus[contract.status] = (byStatus[contract.status] ?? 0) + 1;
  expect(byStatus).toEqual(expected.contracts);
  const byLanguage: Record<string, number> = {};
  for (const buyer of contracts.flatMap((c) => c.buyers))
    byLanguage[buyer.language] = (byLanguage[buyer.language] ?? 0) + 1;
  expect(byLanguage).toEqual(expected.buyer_languages ?? { es: expected.counts.contract_buyers });
  const completed = contracts.find((c) => c.status === 'completed')!;
  const pdf = await fetch(`${server.url}/api/contracts/${completed.id}/pdf`, { headers: auth });
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

/** Every row still there, and every stored file still matches the hash written with it. */
async function checkRows(handle: DatabaseHandle, expected: Expected) {
  for (const [table, count] of Object.entries(expected.counts)) {
    // The upgrade decides once whether the installation starts live (docs/product.md#test-mode), with its own audit
    // row; releases before wave 5 wrote one when an owner listed contracts with live links. Only the rows the earlier
    // release wrote are counted.
    const only =
      table === 'audit_log' ? ` where action <> 'reveal_signing_links' and actor <> 'sistema (actualización)'` : '';
    const result = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}${only}`));
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect({ table, n: Number(rows[0]!.n) }).toEqual({ table, n: count });
  }
  const corrupt = await handle.db.execute(
    sql`select count(*)::int as n from stored_files where encode(sha256(data), 'hex') <> sha256`,
  );
  expect(Number((corrupt as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
}

/** A child server starts, migrates a whole release's data and is checked through its API: slow on a busy machine. */
const UPGRADE_TIMEOUT_MS = 120_000;

describe.each(RELEASES)('a DATA_DIR written by release %s', (release) => {
  it(
    'starts, migrates and keeps every row and file',
    async () => {
      const expected = expectedOf(release);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `casanova-upgrade-${release}-`));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      execFileSync('tar', ['xJf', path.join(FIXTURES, release, 'data-dir.tar.xz'), '-C', dataDir]);
      const server = await spawnServer({ DATA_DIR: dataDir });
      try {
        await checkThroughApi(server, expected);
      } finally {
        await stop(server);
      }
      const handle = await openPglite({ dataDir });
      try {
        await checkRows(handle, expected);
      } finally {
        await handle.close();
      }
    },
    UPGRADE_TIMEOUT_MS,
  );
});

// The PostgreSQL half runs where the suite runs on PostgreSQL (TEST_DATABASE_URL, as in CI).
if (process.env.TEST_DATABASE_URL)
  describe.each(RELEASES)('a PostgreSQL database written by release %s', (release) => {
    it(
      'starts, migrates and keeps every row and file',
      async () => {
        const expected = expectedOf(release);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        const name = `casanova_upgrade_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url.toString() });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        cleanups.push(async () => {
          const dropper = new pg.Client({ connectionString: url.toString() });
          await dropper.connect();
          await dropper.query(`drop database if exists ${name} with (force)`);
          await dropper.end();
        });
        const target = new URL(url);
        target.pathname = `/${name}`;
        const dump = execFileSync('gunzip', ['-c', path.join(FIXTURES, release, 'postgres.sql.gz')]);
        execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', target.toString()], {
          input: dump,
          stdio: ['pipe', 'ignore', 'pipe'],
        });
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-upgrade-pg-'));
        cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
        const server = await spawnServer({ DATABASE_URL: target.toString(), DATA_DIR: dataDir });
        try {
          await checkThroughApi(server, expected);
        } finally {
          await stop(server);
        }
        const handle = openPostgres(target.toString(), () => {});
        try {
          await checkRows(handle, expected);
        } finally {
          await handle.close();
        }
      },
      UPGRADE_TIMEOUT_MS,
    );
  });
