import net from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';

import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends raw bytes to a listening app; resolves with everything it answered once it closes the connection. */
function rawExchange(port: number, write: (socket: net.Socket) => void): Promise<{ answer: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.on('connect', () => write(socket));
  });
}

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
};

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe("errors raised before any route answer the product's Spanish detail", () => {
  it('a malformed URL', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'La dirección de la petición no es válida.' });
  });

  it('a duplicate Content-Length', async () => {
    t = await createTestApp();
    const port = await listen(t);
    const { answer } = await rawExchange(port, (socket) =>
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ detail: 'La petición no es válida.' });
  });

  it('a body sent a byte at a time is cut with 408 once the request deadline passes', async () => {
    t = await createTestApp({}, { requestTimeoutMs: 1_500 });
    const port = await listen(t);
    let timer: NodeJS.Timeout | undefined;
    const { answer, ms } = await rawExchange(port, (socket) => {
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 300);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({ detail: 'La petición ha tardado demasiado en llegar.' });
    expect(ms).toBeLessThan(5_000);
  });
});

describe('/media/<id>', () => {
  it('answers 404 to an id that is not a file id, without an error in the log', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
    );
    t = await createTestApp({}, { logger });
    for (const id of ['z'.repeat(36), `${'g'.repeat(36)}.webp`, '1']) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Archivo no encontrado.' });
    }
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
