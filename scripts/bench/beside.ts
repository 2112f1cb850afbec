// A page measured beside its limit in one run (docs/decisions/031): the product's page and the same HTML
// without scripts (twin.ts), Lighthouse alternately on both. Run alone against the current build:
// `node --import tsx scripts/bench/beside.ts [path] [runs]` (a fresh server with the demo); `npm run bench`
// prints the same figures with their targets.
import { fileURLToPath } from 'node:url';

import { lighthouseBeside, type LighthouseRun } from './frontend';
import { startBuiltServer } from './server';
import { startScriptlessTwin } from './twin';

export type Beside = {
  product: LighthouseRun;
  twin: LighthouseRun;
  /** Product minus twin, medians: what the page's scripts cost. */
  tbtMs: number;
  styleLayoutMs: number;
  styledElements: number;
  htmlBytes: number;
  /** Product over twin, medians (docs/decisions/043): what the page's scripts multiply each by. */
  ratios: { mainThread: number; scriptEvaluation: number; styleLayout: number };
};

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);

export async function besideTheLimit(url: string, path: string, runs: number): Promise<Beside> {
  await fetch(`${url}${path}`); // The first request renders and compresses the page: the server's time.
  const twin = await startScriptlessTwin(url, [path]);
  try {
    const { product, twin: limit } = await lighthouseBeside(`${url}${path}`, `${twin.url}${path}`, runs);
    return {
      product,
      twin: limit,
      tbtMs: product.tbtMs - limit.tbtMs,
      styleLayoutMs: product.styleLayoutMs - limit.styleLayoutMs,
      styledElements: product.styledElements - limit.styledElements,
      htmlBytes: (await (await fetch(`${url}${path}`)).arrayBuffer()).byteLength,
      ratios: {
        mainThread: ratio(product.mainThreadMs, limit.mainThreadMs),
        scriptEvaluation: ratio(product.scriptEvaluationMs, limit.scriptEvaluationMs),
        styleLayout: ratio(product.styleLayoutMs, limit.styleLayoutMs),
      },
    };
  } finally {
    await twin.stop();
  }
}

/** The figures side by side, one line each: product / twin (difference). */
export function besideLines(result: Beside): [string, string][] {
  const { product: p, twin: t } = result;
  const pair = (a: number, b: number, unit = '') => `${a}${unit} / ${b}${unit} (${a - b >= 0 ? '+' : ''}${a - b})`;
  return [
    ['performance, product / script-less twin', pair(p.performance, t.performance)],
    ['TBT', pair(p.tbtMs, t.tbtMs, ' ms')],
    ['main thread (simulated)', `${pair(p.mainThreadMs, t.mainThreadMs, ' ms')} ×${result.ratios.mainThread}`],
    [
      'script evaluation (simulated)',
      `${pair(p.scriptEvaluationMs, t.scriptEvaluationMs, ' ms')} ×${result.ratios.scriptEvaluation}`,
    ],
    ['style and layout (simulated)', `${pair(p.styleLayoutMs, t.styleLayoutMs, ' ms')} ×${result.ratios.styleLayout}`],
    ['elements styled while loading', pair(p.styledElements, t.styledElements)],
    ['FCP / LCP', `${p.fcpMs} / ${p.lcpMs} ms vs ${t.fcpMs} / ${t.lcpMs} ms`],
    ['host: Lighthouse benchmark index', `${p.benchmarkIndex} / ${t.benchmarkIndex}`],
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = process.argv[2] ?? '/';
  const runs = Number(process.argv[3] ?? 5);
  const server = await startBuiltServer({ SEED_DEMO: 'true' });
  try {
    const result = await besideTheLimit(server.url, path, runs);
    console.log(
      `${path}: medians of ${runs} alternating Lighthouse runs, HTML ${Math.round(result.htmlBytes / 1024)} KB`,
    );
    for (const [label, value] of besideLines(result)) console.log(`  ${label.padEnd(44)} ${value}`);
  } finally {
    await server.stop();
  }
}
