import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

import { startBuiltServer } from './server';

export type MemoryFigures = {
  firstStartMb: number;
  firstStartPeakMb: number;
  /** The first start, which seeded the demo, after the page views: the figure the targets are about. */
  seededAfterViewsMb: number;
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
 * Resident memory of the server as a small company runs it: a first start on an empty database that seeds
 * the demo portfolio and then serves the page views, and a later start of the same installation that serves
 * them again.
 */
export async function memoryAfterPageViews(env: Record<string, string>, views: number): Promise<MemoryFigures> {
  const first = await startBuiltServer({ SEED_DEMO: 'true', METRICS_TOKEN, ...env }, { keepData: true });
  let firstStartMb: number, firstStartPeakMb: number, seededAfterViewsMb: number, breakdown: MemoryFigures['breakdown'];
  try {
    firstStartMb = first.rssMb();
    firstStartPeakMb = first.peakRssMb();
    await pageViews(first.url, views);
    await new Promise((resolve) => setTimeout(resolve, 500));
    seededAfterViewsMb = first.rssMb();
    breakdown = await memoryBreakdown(first.url, seededAfterViewsMb);
  } finally {
    await first.stop();
  }
  const again = await startBuiltServer({ METRICS_TOKEN, ...env }, { dataDir: first.dataDir });
  try {
    await pageViews(again.url, views);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { firstStartMb, firstStartPeakMb, seededAfterViewsMb, afterViewsMb: again.rssMb(), breakdown };
  } finally {
    await again.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
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
