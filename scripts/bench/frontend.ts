import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { ROOT } from './server';
import { breakdown, median, type TraceEvent } from './trace';

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
  /** Lighthouse's main-thread breakdown (simulated: the trace's times × its 4× CPU slowdown), ms. */
  mainThreadMs: number;
  scriptEvaluationMs: number;
  styleLayoutMs: number;
  /** Elements whose style was computed during the load, from Lighthouse's own trace (CPU-independent). */
  styledElements: number;
  /** Lighthouse's own measure of the host's speed (`environment.benchmarkIndex`): a figure is read beside it. */
  benchmarkIndex: number;
  failing: string[];
};

function gzipKbOf(urls: string[]): number {
  let total = 0;
  for (const url of urls) {
    const file = path.join(ROOT, 'dist', 'client', new URL(url).pathname);
    if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return Math.round((total / 1024) * 10) / 10;
}

function styledElementsIn(events: TraceEvent[], url: string): number {
  try {
    return breakdown(events, url).styledElements;
  } catch {
    return 0; // A trace without the navigation: the figure is missing, not zero work; the median shows it.
  }
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
    const work = (
      (
        lhr.audits['mainthread-work-breakdown']?.details as
          { items?: { group: string; duration: number }[] } | undefined
      )?.items ?? []
    ).reduce<Record<string, number>>((groups, item) => ({ ...groups, [item.group]: item.duration }), {});
    const traceEvents = (result!.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? [];
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
      mainThreadMs: Math.round(Object.values(work).reduce((a, b) => a + b, 0)),
      scriptEvaluationMs: Math.round(work.scriptEvaluation ?? 0),
      styleLayoutMs: Math.round(work.styleLayout ?? 0),
      styledElements: styledElementsIn(traceEvents, lhr.finalDisplayedUrl),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
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

/** The median of runs, figure by figure. */
function medianRun(results: LighthouseRun[]): LighthouseRun {
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
    mainThreadMs: pick('mainThreadMs'),
    scriptEvaluationMs: pick('scriptEvaluationMs'),
    styleLayoutMs: pick('styleLayoutMs'),
    styledElements: pick('styledElements'),
    benchmarkIndex: pick('benchmarkIndex'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

/** The median of `runs` Lighthouse runs, figure by figure (the run-to-run spread is large). */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseRun> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url));
  return medianRun(results);
}

/**
 * The product's page and its script-less twin (twin.ts), `runs` times each, alternately (product, twin,
 * product, …), so a busy moment of the machine falls on both: their medians and the differences.
 */
export async function lighthouseBeside(productUrl: string, twinUrl: string, runs = 5) {
  const product: LighthouseRun[] = [];
  const twin: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    product.push(await lighthouseOnce(productUrl));
    twin.push(await lighthouseOnce(twinUrl));
  }
  return { product: medianRun(product), twin: medianRun(twin) };
}
