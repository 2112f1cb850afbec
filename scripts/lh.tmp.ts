import { lighthouseMedian } from './bench/frontend';
const url = process.argv[2]!;
const r = await lighthouseMedian(url, Number(process.argv[3] ?? 3));
console.log(JSON.stringify({ perf: r.performance, fcp: r.fcpMs, lcp: r.lcpMs, tbt: r.tbtMs, cls: r.cls, js: r.scriptsGzipKb, n: r.scripts, a11y: r.accessibility, seo: r.seo, bp: r.bestPractices, failing: r.failing }));
