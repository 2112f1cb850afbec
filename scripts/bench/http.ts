import autocannon from 'autocannon';
import Fastify from 'fastify';

export type Throughput = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** Requests per second of one URL with `connections` concurrent clients for `seconds`. */
export async function measure(url: string, seconds = 5, connections = 20, headers: Record<string, string> = {}): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The ceiling on this machine: a bare Fastify route answering a constant JSON body. */
export async function bareFastifyBaseline(seconds = 5): Promise<Throughput> {
  const app = Fastify();
  app.get('/bare', async () => ({ status: 'ok' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure(`${address}/bare`, seconds);
  } finally {
    await app.close();
  }
}
