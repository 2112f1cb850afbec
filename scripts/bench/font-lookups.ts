// What a cold load of a public page spends finding its fonts (docs/decisions/037): each run is a new browser, as
// Lighthouse's are, so no font is known yet. Counts Blink's font lookups (one per family tried, size and weight) and
// the blocking calls to the browser's font service they make on Linux, with their wall time, and the load's style and
// layout. Run alone: `node --import tsx scripts/bench/font-lookups.ts [path] [runs]` (builds nothing: run
// `npm run build` first).
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { startBuiltServer } from './server';
import { median, navigationTo, PHONE, type TraceEvent } from './trace';

export type FontLookups = {
  lookups: number;
  lookupMs: number;
  familyMatches: number;
  strikes: number;
  styleLayoutMs: number;
};

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts', 'blink'];
const SETTLE_MS = 1500;

async function fontLookupsOnce(url: string): Promise<FontLookups> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const main = navigationTo(events, url);
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= main.ts);
    const named = (name: string) => onMain.filter((e) => e.name === name);
    // The renderer asks the font service for a family from a thread of its own.
    const matches = events.filter((e) => e.pid === main.pid && e.name === 'FontDataManager::onMatchFamilyStyle');
    const ms = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    return {
      lookups: named('FontCache::GetFontPlatformData').length,
      lookupMs: ms(named('FontCache::GetFontPlatformData')),
      familyMatches: matches.length,
      strikes: named('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike').length,
      styleLayoutMs: ms([...named('UpdateLayoutTree'), ...named('Layout')]),
    };
  } finally {
    await browser.close();
  }
}

/** The median of `runs` cold loads, figure by figure (wall times swing with the browser process's load). */
export async function fontLookupsMedian(url: string, runs = 7): Promise<FontLookups> {
  const results: FontLookups[] = [];
  for (let i = 0; i < runs; i++) results.push(await fontLookupsOnce(url));
  const pick = (key: keyof FontLookups) => Math.round(median(results.map((r) => r[key])) * 10) / 10;
  return {
    lookups: pick('lookups'),
    lookupMs: pick('lookupMs'),
    familyMatches: pick('familyMatches'),
    strikes: pick('strikes'),
    styleLayoutMs: pick('styleLayoutMs'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.argv[2] ?? '/';
  const runs = Number(process.argv[3] ?? 7);
  const server = await startBuiltServer({ SEED_DEMO: 'true' });
  try {
    await fetch(`${server.url}${path}`); // The first request renders the page: the server's time.
    const figures = await fontLookupsMedian(`${server.url}${path}`, runs);
    console.log(`${path}: medians of ${runs} cold loads on an emulated phone`);
    console.log(`  font lookups                  ${figures.lookups} (${figures.lookupMs} ms)`);
    console.log(`  family matches (font service) ${figures.familyMatches}`);
    console.log(`  render styles of a strike     ${figures.strikes}`);
    console.log(`  style and layout              ${figures.styleLayoutMs} ms`);
  } finally {
    await server.stop();
  }
}
