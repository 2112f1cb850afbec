// `npm run bench`: every performance figure the issues ask for, in one run, against the production
// build on this machine. BENCH_SECONDS sets the length of each throughput measurement (default 5).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isBuildCurrent } from './build-stamp.mjs';
import { publicJavaScriptGzip, lighthouseScores } from './bench/frontend';
import { anonymousUploads } from './bench/anonymous-uploads';
import { bareFastifyBaseline, measure } from './bench/http';
import { benchImagePipeline } from './bench/images';
import { mixedLoad } from './bench/load';
import { benchPdf } from './bench/pdf';
import { seedProperties } from './bench/seed';
import { login, ROOT, startBuiltServer } from './bench/server';

if (!isBuildCurrent(ROOT)) execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const line = (label: string, value: string | number) => console.log(`${label.padEnd(52)} ${value}`);
const section = (title: string) => console.log(`\n## ${title}`);

console.log(`Casa Nova benchmark — ${new Date().toISOString()} — ${seconds} s per throughput figure`);

section('HTTP throughput');
const bare = await bareFastifyBaseline(seconds);
line('bare Fastify route', `${bare.requestsPerSecond} req/s`);
const server = await startBuiltServer();
try {
  const ratio = (value: number) => (value / bare.requestsPerSecond).toFixed(2);
  const health = await measure(`${server.url}/api/health`, seconds);
  line('GET /api/health', `${health.requestsPerSecond} req/s (ratio ${ratio(health.requestsPerSecond)}, p99 ${health.p99Ms} ms)`);

  const uploads = await anonymousUploads(server.url);
  line('4 anonymous 12 MB bodies to an admin route', `${uploads.statuses.join(', ')} in ${uploads.refusedMs} ms (target < 1500 ms)`);
  line('GET /api/health meanwhile', `${uploads.healthStatus} in ${uploads.healthMs} ms (target < 1000 ms)`);

  const token = await login(server.url);
  const seedStarted = Date.now();
  await seedProperties(server.url, token, 60, 8);
  line('seeded 60 properties × 8 images in', `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  const home = await measure(`${server.url}/`, seconds, 20, { 'accept-encoding': 'br, gzip' });
  line('GET / (60 properties, compressed)', `${home.requestsPerSecond} req/s (ratio ${ratio(home.requestsPerSecond)}, p99 ${home.p99Ms} ms)`);
  const list = await measure(`${server.url}/api/properties`, seconds, 20, { 'accept-encoding': 'br, gzip' });
  line('GET /api/properties (60 × 8 images)', `${list.requestsPerSecond} req/s (ratio ${ratio(list.requestsPerSecond)}, p99 ${list.p99Ms} ms)`);

  section('Front end');
  const js = await publicJavaScriptGzip(server.url);
  line('JavaScript loaded by / (gzip)', `${js.gzipKb} KB in ${js.files} files (target ≤ 90 KB)`);
  if (fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    const scores = await lighthouseScores(`${server.url}/`);
    line('Lighthouse mobile: performance', scores.performance);
    line('Lighthouse mobile: accessibility', scores.accessibility);
    line('Lighthouse mobile: best practices', scores.bestPractices);
    line('Lighthouse mobile: SEO', scores.seo);
    line('Lighthouse mobile: CLS / LCP', `${scores.cls} / ${scores.lcpMs} ms`);
    if (scores.failing.length) line('Lighthouse audits below 0.9', scores.failing.join(', '));
  } else {
    line('Lighthouse', 'skipped: no Chromium at /usr/bin/chromium');
  }

  section(`Mixed load (${Number(process.env.LOAD_SECONDS ?? 30)} s)`);
  const load = await mixedLoad(server.url, token, Number(process.env.LOAD_SECONDS ?? 30));
  line('visitor requests (/, property pages, images)', `${load.visitorRequests} (${Math.round(load.visitorRequests / load.seconds)} req/s)`);
  line('visitor errors / non-2xx', `${load.visitorErrors} / ${load.visitorNon2xx}`);
  line('p99 latency of / under load', `${load.homeP99Ms} ms`);
  line('admin writes (create + reorder) / errors', `${load.adminWrites} / ${load.adminErrors}`);
  line('contact messages accepted / errors', `${load.contactsSent} / ${load.contactErrors}`);
  line('server peak memory (RSS)', `${server.peakRssMb()} MB`);
} finally {
  await server.stop();
}

section('Image pipeline');
const images = await benchImagePipeline();
line('12 MP JPEG → WebP variants', `${images.singleMs} ms (+${images.singlePeakExtraMb} MB peak)`);
line('10 parallel 12 MP uploads', `${images.tenParallelMs} ms (peak RSS ${images.tenParallelPeakRssMb} MB)`);

section('Contracts');
line('two-buyer signed contract PDF (median)', `${(await benchPdf()).ms} ms (target ≤ 300 ms)`);
