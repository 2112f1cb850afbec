import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

import { freePort } from '#server/test/free-port.ts';
import { killProcessGroup, spawnServer, type SpawnedServer } from '#server/test/spawn-server.ts';

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const ADMIN_EMAIL = 'admin@casanova.test';

export type RunningServer = Omit<SpawnedServer, 'healthy' | 'output'> & {
  port: number;
  dataDir: string;
  logs: () => string;
  /** Sends `signal` (unless the server has exited already) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export function freshDataDir(name: string): string {
  const dir = path.join(ROOT, '.tmp', 'e2e', `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A copy of the browser tests' migrated (and, for SEED_DEMO=true, seeded) data folder (e2e/support/global-setup.ts),
 * when this start would make the same one itself: a new embedded database with the tests' administrator. Undefined
 * otherwise (the resilience tests have no templates; PostgreSQL, another administrator or a given folder start
 * from scratch).
 */
function copyOfTemplate(name: string, env: Record<string, string>): string | undefined {
  // The bench starts servers through here outside Vitest (scripts/bench/server.ts), where `inject` throws.
  if (!process.env.VITEST) return undefined;
  const templates = inject('e2eDataTemplates');
  if (!templates || env.DATABASE_URL !== undefined) return undefined;
  if ((env.ADMIN_PASSWORD ?? ADMIN_PASSWORD) !== ADMIN_PASSWORD || (env.ADMIN_EMAIL ?? ADMIN_EMAIL) !== ADMIN_EMAIL)
    return undefined;
  if (env.SEED_DEMO !== undefined && env.SEED_DEMO !== 'true' && env.SEED_DEMO !== 'false') return undefined;
  const dataDir = freshDataDir(name);
  fs.cpSync(env.SEED_DEMO === 'true' ? templates.demo : templates.empty, dataDir, {
    recursive: true,
    // The template's server is gone; its lock file says nothing about the copy.
    filter: (source) => path.basename(source) !== 'casanova.lock',
  });
  return dataDir;
}

/**
 * Starts the built server (dist/) as `npm start` would, on a free port with its own data folder, and waits until
 * it is healthy: the one launcher of the browser and resilience tests. Without `dataDir`, a browser test's server
 * starts on a copy of the run's template when it can (copyOfTemplate), already migrated and seeded.
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    name?: string;
    /** spawnServer's `unreapedGroup`: killed, the server lingers as a zombie (stop it with killProcessGroup). */
    unreapedGroup?: boolean;
    /** spawnServer's `withoutMallocSettings` (the bench). */
    withoutMallocSettings?: boolean;
  } = {},
): Promise<RunningServer> {
  const name = options.name ?? 'server';
  const copied = options.dataDir === undefined ? copyOfTemplate(name, options.env ?? {}) : undefined;
  const dataDir = options.dataDir ?? copied ?? freshDataDir(name);
  const server = await spawnServer(
    // The copy holds the demo already: seeding again would add it twice.
    { DATA_DIR: dataDir, ADMIN_PASSWORD, ADMIN_EMAIL, ...options.env, ...(copied ? { SEED_DEMO: 'false' } : {}) },
    // Migrating and seeding the demo on a busy CI machine can take most of a minute.
    {
      built: true,
      readyWithinMs: 120_000,
      unreapedGroup: options.unreapedGroup,
      withoutMallocSettings: options.withoutMallocSettings,
    },
  );
  if (!(await server.healthy)) {
    if (options.unreapedGroup) killProcessGroup(server);
    server.child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${server.output()}`);
  }
  const { healthy: _healthy, output, ...rest } = server;
  return {
    ...rest,
    port: Number(new URL(server.url).port),
    dataDir,
    logs: output,
    async stop(signal = 'SIGTERM') {
      if (server.child.exitCode === null) server.child.kill(signal);
      return server.exited;
    },
  };
}

/** The administrator's bearer token, through POST /api/auth/login (the one login helper of the API tests). */
export async function adminToken(baseUrl: string, password: string = ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export type CapturedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached for the reader; images shown inside the body (the logo) are left out. */
  attachments: { filename: string; size: number }[];
};

/** Mails the server wrote as .eml files (no SMTP_URL), oldest first. */
export async function readOutbox(dataDir: string): Promise<CapturedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const mails: CapturedMail[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
    mails.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      attachments: parsed.attachments
        .filter((a) => !a.related)
        .map((a) => ({ filename: a.filename ?? '', size: a.size })),
    });
  }
  return mails;
}

/** Waits for a mail matching `predicate` (the outbox worker delivers within a few seconds). */
export async function waitForMail(
  dataDir: string,
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail did not arrive');
    await new Promise((r) => setTimeout(r, 250));
  }
}
