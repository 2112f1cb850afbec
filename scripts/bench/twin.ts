// The limit of a page, measured beside it in the same run (docs/decisions/031): a twin server that answers
// the product's very HTML with every script removed, and passes every other request (styles, fonts,
// images) through to the product unchanged. Lighthouse then runs on both alternately, so both see the
// same machine load; what the product costs above its twin is what its scripts cost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** The page without scripts: every <script> (modules, JSON data, JSON-LD) and every module preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Starts the twin of `productUrl`'s pages at `paths`; other paths are proxied byte for byte. */
export async function startScriptlessTwin(productUrl: string, paths: string[]) {
  const product = new URL(productUrl);
  const pages = new Map<string, { html: Buffer; br: Buffer; gzip: Buffer }>();
  for (const path of paths) {
    const html = Buffer.from(withoutScripts(await (await fetch(`${productUrl}${path}`)).text()));
    pages.set(path, {
      html,
      // Compressed as the product's cache keeps its pages (best brotli), so both send about the same bytes.
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(html, { level: 6 }),
    });
  }
  const server = http.createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (page && request.method === 'GET') {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = accepts.includes('br')
        ? ['br', page.br]
        : accepts.includes('gzip')
          ? ['gzip', page.gzip]
          : [null, page.html];
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = http.request(
      {
        host: product.hostname,
        port: product.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: product.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Bytes of each twin page, uncompressed. */
    htmlBytes: (path: string) => pages.get(path)?.html.length ?? 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
