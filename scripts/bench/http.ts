import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export type Throughput = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

const hasWrk = fs.existsSync('/usr/bin/wrk');

/**
 * Requests per second of one URL with `connections` concurrent clients for `seconds`. wrk (a C load
 * generator, Debian package `wrk`) when present, so the generator is never the bottleneck; else autocannon.
 */
export async function measure(
  url: string,
  seconds = 5,
  connections = 20,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  if (hasWrk) return measureWithWrk(url, seconds, connections, headers);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measureWithWrk(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<Throughput> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url], { maxBuffer: 1 << 20 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
  const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'] : 0;
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(rps),
    p99Ms: Math.round(p99Ms * 10) / 10,
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx,
  };
}

/** The exact bytes (still encoded) and headers an URL answers with to a client sending `headers`. */
export async function capture(url: string, headers: Record<string, string> = {}): Promise<Omit<BareRoute, 'path'>> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
            contentEncoding: (response.headers['content-encoding'] as string | undefined) ?? null,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export type BareRoute = { path: string; body: Buffer; contentType: string; contentEncoding: string | null };

/** A bare Fastify server in its own process serving `routes` with fixed bytes: the ceiling of each route. */
export async function startBareServer(routes: BareRoute[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-'));
  const config = routes.map((route, index) => {
    const bodyFile = path.join(dir, `body-${index}`);
    fs.writeFileSync(bodyFile, route.body);
    return { path: route.path, bodyFile, contentType: route.contentType, contentEncoding: route.contentEncoding };
  });
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(config));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), path.join(dir, 'routes.json')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
