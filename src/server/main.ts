import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { openDatabase } from './db/open-database';
import { bootstrapAdmin } from './features/auth/bootstrap-admin';
import { createBackup } from './features/backup/create-backup';
import { seedDemo } from './features/demo/seed-demo';
import { purgeOrphanImages } from './features/properties/purge-orphan-images';
import { readOrCreateMeta } from './lib/app-meta';
import { createLogger } from './lib/logger';
import { createMailTransport } from './lib/mail/transport';
import { startOutboxWorker } from './lib/mail/worker';
import { registerWeb } from './plugins/web';
import { APP_VERSION } from './version';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });

  let opened;
  try {
    opened = await openDatabase(config, log);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    log.fatal({ err: error }, 'No se pudo abrir la base de datos');
    process.exit(1);
  }
  const { handle, isNew } = opened;
  const db = handle.db;

  const secret =
    config.jwtSecret ?? (await readOrCreateMeta(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  await bootstrapAdmin(db, config, log);
  const shouldSeed = config.seedDemo ?? (isNew && handle.kind === 'pglite');
  if (shouldSeed) await seedDemo(db, log);

  // Abandoned uploads (a form closed without saving) are cleared at start and every few hours.
  const purge = () => purgeOrphanImages(db).catch((error) => log.warn({ err: error }, 'orphan image purge failed'));
  void purge();
  setInterval(purge, 6 * 60 * 60_000).unref();

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const worker = startOutboxWorker(db, transport, log);

  const app = await buildApp({
    context: {
      config,
      db,
      database: handle,
      jwtSecret: new TextEncoder().encode(secret),
      kickMail: worker.kick,
      version: APP_VERSION,
    },
    logger: log,
    // Crash and lock tests run the server from source without a web build.
    web: process.env.CASANOVA_SKIP_WEB === 'true' ? undefined : registerWeb,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app.close();
      log.info('http server closed');
      await worker.stop();
      await handle.close();
      log.info('database closed; bye');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // `npm run backup` asks a running server for the backup: only this process may open PGlite's files.
  process.on('SIGUSR2', () => {
    createBackup(handle, { dataDir: config.dataDir, databaseUrl: config.databaseUrl })
      .then((file) => log.info({ file }, 'backup written'))
      .catch((error) => log.error({ err: error }, 'backup failed'));
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info({ mail: transport.describe, database: handle.kind }, `Casa Nova escuchando en ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
