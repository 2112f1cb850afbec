import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './server';

/** Gzip size of every script `/` loads: the public entry and its static imports (from the built HTML). */
export async function publicJavaScriptGzip(baseUrl: string): Promise<{ files: number; gzipKb: number }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  let total = 0;
  for (const src of new Set(scripts)) {
    const file = path.join(ROOT, 'dist', 'client', src);
    total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { files: new Set(scripts).size, gzipKb: Math.round((total / 1024) * 10) / 10 };
}

/** Lighthouse (mobile preset) scores for one URL, with Debian's Chromium. */
export async function lighthouseScores(url: string) {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id)
        .slice(0, 15),
    };
  } finally {
    await chrome.kill();
  }
}
