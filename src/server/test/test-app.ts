import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';

import { buildApp, type BuildAppOptions } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { mailOutbox, users } from '#server/db/schema.ts';
import { readTsaTrustList } from '#server/features/sealing/tsa-trust.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';
import type { SealKey } from '#server/lib/pdf/seal-certificate.ts';

import { testPasswordHash } from './passwords';
import { testSealKey } from './seal-keys';
import { createTestAppDatabase, releaseTestAppDatabase } from './test-database';

export const ADMIN = { username: 'admin', password: 'admin-password-123', email: 'admin@casanova.test' };
/** The secret that signs the test app's session tokens (tests forge expired ones with it). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-123';

export type TestApp = {
  app: FastifyInstance;
  /** `url` is set on PostgreSQL (TEST_DATABASE_URL). */
  handle: DatabaseHandle & { url?: string };
  db: DatabaseHandle['db'];
  config: Config;
  /** A bearer token of the seeded administrator. */
  adminToken(): Promise<string>;
  /** inject() with the admin token already set. */
  asAdmin(options: InjectOptions): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  outbox(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
};

type TestAppOptions = {
  /** Another database handle to share (two instances on one database). */
  handle?: DatabaseHandle;
  /** The app's clock; tests move it to expire links and codes. */
  now?: () => Date;
  /** The seal certificate's common name: another name is another installation. */
  sealName?: string;
  /** A seal certificate of its own (one a test CA issued); otherwise a self-signed one named `sealName`. */
  seal?: SealKey;
  /** A real logger (see lib/logger.ts) for tests that read the logs; tests run silent otherwise. */
  logger?: FastifyBaseLogger;
  healthProbeIntervalMs?: number;
  /** buildApp's `health`: the monitor's free-space reading and disk-full hold. */
  health?: BuildAppOptions['health'];
  /** buildApp's `requestTimeoutMs`: how long a request may take to arrive whole. */
  requestTimeoutMs?: number;
  /** The web bundle (buildApp's `web`), e.g. one with a stand-in renderer for the public pages. */
  web?: WebBundle;
  /** The context's count of outbox worker passes (main passes its worker's). */
  mailOutboxPasses?: () => number;
  /** The context's login backstop pace, shorter than production's so a test of it does not wait a minute. */
  loginBackstop?: AppContext['loginBackstop'];
};

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const handle = options.handle ?? (await createTestAppDatabase());
  const config = loadConfig({ PUBLIC_URL: 'http://casanova.test', DATA_DIR: '.tmp/test-data', ...env });
  await handle.db
    .insert(users)
    .values({
      username: ADMIN.username,
      email: ADMIN.email,
      passwordHash: await testPasswordHash(ADMIN.password),
      isAdmin: true,
    })
    .onConflictDoNothing();
  const app = await buildApp({
    context: {
      config,
      db: handle.db,
      database: handle,
      jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
      version: '1.0.0',
      seal: options.seal ?? (await testSealKey(options.sealName)),
      tsaTrust: readTsaTrustList(config),
      now: options.now ?? (() => new Date()),
      mailOutboxPasses: options.mailOutboxPasses,
      loginBackstop: options.loginBackstop,
    },
    logger: options.logger,
    healthProbeIntervalMs: options.healthProbeIntervalMs,
    requestTimeoutMs: options.requestTimeoutMs,
    health: options.health,
    web: options.web,
  });
  let token: string | undefined;
  const adminToken = async () => {
    if (token) return token;
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    token = response.json().access_token as string;
    return token;
  };
  return {
    app,
    handle,
    db: handle.db,
    config,
    adminToken,
    async asAdmin(options) {
      const bearer = await adminToken();
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${bearer}` } });
    },
    outbox: () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    async close() {
      await app.close();
      if (!options.handle) await releaseTestAppDatabase(handle);
    },
  };
}
