import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

import { freePort } from '#server/test/free-port.ts';

import { signingLinkOf, type AdminApi } from '../e2e/support/contracts-api';

export function requirePostgres(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Resilience tests need PostgreSQL: set TEST_DATABASE_URL (see README).');
  return url;
}

/** An empty PostgreSQL database for one test; dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = requirePostgres();
  const name = `casanova_res_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore: a database outage
 * without touching the machine's shared PostgreSQL service.
 */
export async function startDatabaseProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  /** While held, bytes are swallowed in both directions and nothing is closed: a network partition. */
  let held = false;
  const port = await freePort();
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.on('data', (chunk) => held || upstream.write(chunk));
        upstream.on('data', (chunk) => held || client.write(chunk));
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await open();
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    /** Refuse new connections and cut the open ones, as a stopped database does. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    restore: open,
    /** Swallow every byte from now on, on open and new connections, without closing anything. */
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
    async close() {
      const closed = new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/**
 * A buyer's signing token as an owner takes it (the admin's «Copiar enlace», through the e2e helper that names the
 * route): no contract answer to a company account carries one, and taking it is on the contract's record.
 */
export async function takeSigningToken(
  baseUrl: string,
  adminBearer: string,
  contractId: string,
  buyerId: number,
): Promise<string> {
  const api: AdminApi = async (method, path) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${adminBearer}` } });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const link = await signingLinkOf(api, contractId, { id: buyerId, signing_url: null });
  return new URL(link).searchParams.get('token')!;
}
