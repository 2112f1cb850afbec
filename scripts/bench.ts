// `npm run bench`: performance figures in one run, against the production build on this machine.
// Each section prints its own lines; the figures go in the issue notes.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent } from './build-stamp.mjs';
import { bareFastifyBaseline, measure } from './bench/http';
import { ROOT, startBuiltServer } from './bench/server';

if (!isBuildCurrent(ROOT)) execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const line = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);

console.log(`Casa Nova benchmark — ${new Date().toISOString()} — ${seconds} s per HTTP measurement\n`);

const bare = await bareFastifyBaseline(seconds);
line('bare Fastify route', `${bare.requestsPerSecond} req/s (p99 ${bare.p99Ms} ms)`);

const server = await startBuiltServer();
try {
  const health = await measure(`${server.url}/api/health`, seconds);
  line('GET /api/health', `${health.requestsPerSecond} req/s (p99 ${health.p99Ms} ms, errors ${health.errors + health.non2xx})`);
  line('  ratio to bare Fastify', (health.requestsPerSecond / bare.requestsPerSecond).toFixed(2));
} finally {
  await server.stop();
}
