import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';

/** What every route and use case may depend on; built once in main (or per test) and passed to the app. */
export type AppContext = {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  jwtSecret: Uint8Array;
  /** Wakes the outbox worker after a transaction queued mail. */
  kickMail: () => void;
  /** For the dashboard: null until a backup has run. */
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export type AuthUser = { id: number; username: string; email: string | null; isAdmin: boolean };
