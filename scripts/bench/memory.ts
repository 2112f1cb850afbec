import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startBuiltServer } from './server';

export type MemoryFigures = { firstStartMb: number; firstStartPeakMb: number; afterViewsMb: number };

/** The pages a visitor opens, in turn: home, property pages, legal pages, and the portfolio API. */
async function pageViews(url: string, views: number) {
  const properties = (await (await fetch(`${url}/api/properties`)).json()) as { id: number; slug: string }[];
  const pages = ['/', ...properties.slice(0, 4).map((p) => `/propiedades/${p.id}-${p.slug}`), '/terminos', '/privacidad', '/cookies', '/api/properties'];
  for (let i = 0; i < views; i++) {
    const response = await fetch(`${url}${pages[i % pages.length]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
  }
}

/**
 * Resident memory of the server as a small company runs it: a first start that loads the demo
 * portfolio, then a normal start of the same installation and 400 page views.
 */
export async function memoryAfterPageViews(env: Record<string, string>, views: number): Promise<MemoryFigures> {
  const first = await startBuiltServer({ SEED_DEMO: 'true', ...env }, { keepData: true });
  const firstStartMb = first.rssMb();
  const firstStartPeakMb = first.peakRssMb();
  await first.stop();
  const again = await startBuiltServer(env, { dataDir: first.dataDir });
  try {
    await pageViews(again.url, views);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { firstStartMb, firstStartPeakMb, afterViewsMb: again.rssMb() };
  } finally {
    await again.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

/** Runs `work` with a fresh PostgreSQL database (BENCH_DATABASE_URL or the local server); null without one. */
export async function withBenchDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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
