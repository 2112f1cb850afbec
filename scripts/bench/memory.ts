import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

import { startBuiltServer, startWithNpmStart } from './server';

export type MemoryFigures = {
  firstStartMb: number;
  firstStartPeakMb: number;
  /**
   * The first start, which seeded the demo, after the page views: the figure the targets are about. The RSS of every
   * node process `npm start` left running below npm itself, added up (docs/decisions/043).
   */
  seededAfterViewsMb: number;
  /** The same as PSS: pages shared between processes (npm's and the server's node code) counted once. */
  seededAfterViewsPssMb: number;
  /** How many node processes the app is, and npm's own RSS beside it (the command the user typed, not the app). */
  nodeProcesses: number;
  npmRssMb: number;
  /** A later start of the same installation after the same page views. */
  afterViewsMb: number;
  /** Where the seeded start's resident memory after the views goes, from the server's own /metrics. */
  breakdown: { heapUsedMb: number; heapTotalMb: number; externalMb: number; otherMb: number };
};

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** V8 heap and external (Buffers, ArrayBuffers) memory as prom-client reports them; the rest is native. */
async function memoryBreakdown(url: string, rssMb: number): Promise<MemoryFigures['breakdown']> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20);
  const heapTotalMb = mb('nodejs_heap_size_total_bytes');
  const externalMb = mb('nodejs_external_memory_bytes');
  return {
    heapUsedMb: mb('nodejs_heap_size_used_bytes'),
    heapTotalMb,
    externalMb,
    otherMb: Math.max(0, rssMb - heapTotalMb - externalMb),
  };
}

/** The pages a visitor opens, in turn: home, property pages, legal pages, and the portfolio API. */
async function pageViews(url: string, views: number) {
  const properties = (await (await fetch(`${url}/api/properties`)).json()) as { id: number; slug: string }[];
  const pages = [
    '/',
    ...properties.slice(0, 4).map((p) => `/propiedades/${p.id}-${p.slug}`),
    '/terminos',
    '/privacidad',
    '/cookies',
    '/api/properties',
  ];
  for (let i = 0; i < views; i++) {
    const response = await fetch(`${url}${pages[i % pages.length]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
  }
}

/**
 * Resident memory of `npm start` as a small company runs it: a first start on an empty database that seeds the demo
 * portfolio and then serves the page views, and a later start of the same installation that serves them again.
 */
export async function memoryAfterPageViews(env: Record<string, string>, views: number): Promise<MemoryFigures> {
  const first = await startWithNpmStart({ SEED_DEMO: 'true', METRICS_TOKEN, ...env }, { keepData: true });
  let figures: Omit<MemoryFigures, 'afterViewsMb'>;
  try {
    const firstStartMb = first.tree().appRssMb;
    const firstStartPeakMb = first.peakAppRssMb();
    await pageViews(first.url, views);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const tree = first.tree();
    figures = {
      firstStartMb,
      firstStartPeakMb,
      seededAfterViewsMb: tree.appRssMb,
      seededAfterViewsPssMb: tree.appPssMb,
      nodeProcesses: tree.nodeProcesses,
      npmRssMb: Math.round(tree.npm.rssMb),
      breakdown: await memoryBreakdown(first.url, tree.appRssMb),
    };
  } finally {
    await first.stop();
  }
  const again = await startWithNpmStart({ METRICS_TOKEN, ...env }, { dataDir: first.dataDir });
  try {
    await pageViews(again.url, views);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { ...figures, afterViewsMb: again.tree().appRssMb };
  } finally {
    await again.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

/**
 * What glibc's malloc settings are worth (scripts/malloc-settings.mjs): the same seeding start and page views, the
 * built server started directly with and without them, one after the other, each on a fresh database (`fresh`).
 */
export async function mallocSettingsEffect(
  fresh: <T>(work: (env: Record<string, string>) => Promise<T>) => Promise<T | null>,
  views: number,
) {
  const rss = (withoutMallocSettings: boolean) =>
    fresh(async (env) => {
      const server = await startBuiltServer({ SEED_DEMO: 'true', ...env }, { withoutMallocSettings });
      try {
        await pageViews(server.url, views);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { afterViewsMb: server.rssMb(), peakMb: server.peakRssMb() };
      } finally {
        await server.stop();
      }
    });
  const withSettings = await rss(false);
  const without = await rss(true);
  return withSettings && without ? { with: withSettings, without } : null;
}

/** Runs `work` with a fresh PostgreSQL database (BENCH_DATABASE_URL or the local server); null without one. */
export async function withBenchDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T | null> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `casanova_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// Alone (after `npm run build`): `node --import tsx scripts/bench/memory.ts [pglite|postgres] [starts]`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const kind = process.argv[2] ?? 'pglite';
  for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
    const figures =
      kind === 'postgres'
        ? await withBenchDatabase((url) => memoryAfterPageViews({ DATABASE_URL: url }, 400))
        : await memoryAfterPageViews({}, 400);
    console.log(kind, JSON.stringify(figures));
  }
}
