import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { ROOT } from './server';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domElements: number;
  /** Same-origin scripts the page loaded: count and their gzip size (level 9) on disk. */
  scripts: number;
  scriptsGzipKb: number;
  failing: string[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function gzipKbOf(urls: string[]): number {
  let total = 0;
  for (const url of urls) {
    const file = path.join(ROOT, 'dist', 'client', new URL(url).pathname);
    if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return Math.round((total / 1024) * 10) / 10;
}

/** Lighthouse 12, mobile preset with its default simulated throttling, in Debian's Chromium. */
async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const origin = new URL(url).origin;
    const requests = (
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
        ?.items ?? []
    )
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => item.url);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      domElements: Math.round(numeric('dom-size')),
      scripts: requests.length,
      scriptsGzipKb: gzipKbOf(requests),
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a.id)
        .slice(0, 15),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of `runs` Lighthouse runs, figure by figure (the run-to-run spread is large). */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseRun> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url));
  const pick = (key: keyof Omit<LighthouseRun, 'failing'>) => median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    domElements: pick('domElements'),
    scripts: pick('scripts'),
    scriptsGzipKb: pick('scriptsGzipKb'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}
