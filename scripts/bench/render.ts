import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

/**
 * Time of GET / right after an admin change (nothing cached: the portfolio is read and the page
 * rendered and compressed again), `times` times; the median is what a visitor after a change waits.
 */
export async function renderAfterChange(url: string, token: string, times: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const durations: number[] = [];
  let html = Buffer.alloc(0);
  for (let i = 0; i < times; i++) {
    const saved = await fetch(`${url}/api/cms/content/footer_description`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ content: `Compramos, reformamos y vendemos viviendas en Barcelona (${i}).` }),
    });
    if (!saved.ok) throw new Error(`content update failed: ${saved.status}`);
    const started = performance.now();
    const response = await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    html = Buffer.from(await response.arrayBuffer());
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const properties = ((await (await fetch(`${url}/api/properties`)).json()) as unknown[]).length;
  return {
    properties,
    p50Ms: Math.round(durations[Math.floor(durations.length / 2)]! * 10) / 10,
    htmlKb: Math.round((html.length / 1024) * 10) / 10,
    brotliKb: Math.round((zlib.brotliCompressSync(html).length / 1024) * 10) / 10,
  };
}
