import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { openDatabase } from './db/open-database';
import { makeDataDirPrivate, PRIVATE_UMASK } from './db/private-data-dir';
import { bootstrapAdmin } from './features/auth/bootstrap-admin';
import { createBackup } from './features/backup/create-backup';
import { queueContactDigest } from './features/contacts/send-contact-digest';
import { backfillSignedTerms } from './features/contracts/index';
import { startSigningReminders } from './features/contracts/signing-links/scheduler';
import { DEMO_IMAGES_WORKER_ARG, renderDemoImagesInChild, serveDemoImages } from './features/demo/render-in-child';
import { renderDemoImages, seedDemo } from './features/demo/seed-demo';
import { mailboxConfigured, pollMailbox } from './features/mailbox';
import { startPortalWorker } from './features/portals';
import { purgeOrphanImages } from './features/properties/purge-orphan-images';
import { SEAL_JOBS_CHANNEL } from './features/sealing/seal-jobs';
import { loadSealKey, readConfiguredSealKey } from './features/sealing/seal-key';
import { startSealWorker } from './features/sealing/seal-worker';
import { readTsaTrustList } from './features/sealing/tsa-trust';
import { decideUpgradedInstallationMode } from './features/system/upgraded-mode';
import { readOrCreateMeta } from './lib/app-meta';
import { collectGarbage } from './lib/collect-garbage';
import { createLogger } from './lib/logger';
import { OUTBOX_CHANNEL } from './lib/mail/outbox';
import { createMailTransport } from './lib/mail/transport';
import { startOutboxWorker } from './lib/mail/worker';
import type { SealKey } from './lib/pdf/seal-certificate';
import type { TrustList } from './lib/pdf/trust-list';
import { startPeriodicJob } from './lib/periodic-job';
import { isWebBuilt, loadWebBundle } from './plugins/web-app';
import { startRetentionJobs } from './retention-jobs';
import { databaseStartupError, ensureWritableDataDir, listenStartupError, StartupError } from './startup-errors';
import { APP_VERSION } from './version';

/** A start that cannot work: one Spanish line on stderr, exit code 1 (startup-errors.ts). */
function failStart(line: string): never {
  console.error(line);
  process.exit(1);
}

/** The settings, the seal and TSA files, the logger and a writable DATA_DIR, or a one-line refusal to start. */
function readStartupSettings() {
  // Everything this process creates under DATA_DIR is the owner's alone, whatever umask it was started with.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failStart(error.message);
    throw error;
  }
  let configuredSeal;
  let tsaTrust;
  try {
    configuredSeal = readConfiguredSealKey(config);
    tsaTrust = readTsaTrustList(config);
  } catch (error) {
    if (error instanceof ConfigError) failStart(error.message);
    throw error;
  }
  const log = createLogger(config.logLevel);
  for (const warning of config.warnings) log.warn(warning);
  if (config.tsa && tsaTrust.length === 0) {
    log.warn(
      'TSA_URL sin TSA_CA_PATH: ningún sello de tiempo se puede comprobar, así que ninguno se añadirá a los PDF',
    );
  }
  try {
    ensureWritableDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof StartupError) failStart(error.message);
    throw error;
  }
  return { config, configuredSeal, tsaTrust, log };
}

/** The database, or a one-line refusal to start; its files are kept private while the server runs. */
async function openDatabaseOrFail(config: Config, log: Logger) {
  let opened;
  try {
    opened = await openDatabase(config, log);
  } catch (error) {
    const known = databaseStartupError(error, config);
    if (known) failStart(known.message);
    log.fatal({ err: error }, 'No se pudo abrir la base de datos');
    process.exit(1);
  }
  const { handle, isNew } = opened;
  // PGlite rewrites some cache files with modes of its own: checked again now and then.
  setInterval(() => {
    try {
      const fixed = makeDataDirPrivate(config.dataDir);
      if (fixed > 0) log.info({ files: fixed }, 'database files made private (owner only)');
    } catch (error) {
      log.warn({ err: error }, 'could not check DATA_DIR permissions');
    }
  }, 60 * 60_000).unref();
  return { handle, isNew };
}

type WorkerDeps = {
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  log: Logger;
  now: () => Date;
  seal: SealKey;
  tsaTrust: TrustList;
  secret: string;
};

/** The mail outbox, the seals, the signing reminders, the retention jobs and the mailbox poll. */
function startWorkers({ db, handle, config, log, now, seal, tsaTrust, secret }: WorkerDeps) {
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const worker = startOutboxWorker(db, transport, log, {
    producers: [() => queueContactDigest(db, `${config.publicUrl}/cms/contacts`, config.contactDigestIntervalMs)],
    listen: (onNotify) => handle.listen(OUTBOX_CHANNEL, onNotify),
  });
  // Seals waiting for their trusted time (docs/product.md §5.5). It also runs without TSA_URL: it then only seals
  // what an earlier release left pending and drops those jobs.
  const sealWorker = startSealWorker(
    db,
    {
      seal,
      selfSigned: config.sealP12Path === undefined,
      publicUrl: config.publicUrl,
      now,
      tsa: config.tsa ? { ...config.tsa, trust: tsaTrust } : undefined,
    },
    log,
    { listen: (onNotify) => handle.listen(SEAL_JOBS_CHANNEL, onNotify) },
  );
  const reminders = startSigningReminders(
    { db, secret: new TextEncoder().encode(secret), publicUrl: config.publicUrl, now },
    log,
  );
  // What the privacy policy promises: buyer files deleted after ten years, contact messages after their months.
  const retention = startRetentionJobs({ db, now, contactRetentionMonths: config.contactRetentionMonths, log });
  // Portal enquiries from the company's mailbox and Fotocasa's lead API (docs/product.md §4.1), every few minutes.
  const mailbox = mailboxConfigured(config)
    ? startPeriodicJob({
        name: 'mailbox',
        log,
        intervalMs: config.mailboxPollIntervalMs,
        firstAfterMs: 20_000,
        pass: async () => void (await pollMailbox({ db, config, now, log })),
      })
    : undefined;
  return { transport, worker, sealWorker, reminders, retention, mailbox };
}

type SignalDeps = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  log: Logger;
  /** Stopped in this order once the HTTP server has closed, before the database. */
  stoppables: ({ stop: () => Promise<unknown> } | undefined)[];
};

/** SIGTERM and SIGINT shut down gracefully; SIGUSR2 writes a backup. */
function handleSignals({ app, handle, config, log, stoppables }: SignalDeps) {
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
      for (const stoppable of stoppables) await stoppable?.stop();
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
    createBackup(handle, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      retentionDays: config.backupRetentionDays,
    })
      .then((file) => log.info({ file }, 'backup written'))
      .catch((error) => log.error({ err: error }, 'backup failed'));
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function main() {
  const { config, configuredSeal, tsaTrust, log } = readStartupSettings();

  const { handle, isNew } = await openDatabaseOrFail(config, log);
  const db = handle.db;

  const secret =
    config.jwtSecret ?? (await readOrCreateMeta(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  await bootstrapAdmin(db, config, log);
  // The app's clock: every use case that records or decides business time reads it (tests replace it).
  const now = () => new Date();
  const seal = await loadSealKey(db, configuredSeal, log, now());
  const shouldSeed = config.seedDemo ?? (isNew && handle.kind === 'pglite');
  if (shouldSeed)
    await seedDemo(db, log, {
      render: () => renderDemoImagesInChild(fileURLToPath(import.meta.url), renderDemoImages),
    });
  // A new database and the demo's images leave hundreds of megabytes of garbage that an idle server keeps.
  if (isNew || shouldSeed) collectGarbage();

  // Abandoned uploads (a form closed without saving) are cleared at start and every few hours.
  const purge = () =>
    purgeOrphanImages(db, now().getTime()).catch((error) => log.warn({ err: error }, 'orphan image purge failed'));
  void purge();
  setInterval(purge, 6 * 60 * 60_000).unref();

  const { transport, worker, sealWorker, reminders, retention, mailbox } = startWorkers({
    db,
    handle,
    config,
    log,
    now,
    seal,
    tsaTrust,
    secret,
  });

  // Contracts signed by an earlier release get their signed terms once, from their own frozen text.
  const backfilled = await backfillSignedTerms(db);
  if (backfilled > 0) log.info({ contracts: backfilled }, 'signed terms derived from frozen texts');

  const app = await buildApp({
    context: {
      config,
      db,
      database: handle,
      jwtSecret: new TextEncoder().encode(secret),
      version: APP_VERSION,
      seal,
      tsaTrust,
      now,
      mailOutboxPasses: worker.passes,
    },
    logger: log,
    // `npm start` always builds first; run from source before any build, the server answers the API only.
    web: isWebBuilt() ? await loadWebBundle() : undefined,
  });

  await decideUpgradedInstallationMode(app.ctx, log);
  // Fotocasa's pushes and idealista's deliveries (docs/product.md#portals); idle without their settings.
  const portalWorker = startPortalWorker(app);

  handleSignals({
    app,
    handle,
    config,
    log,
    stoppables: [portalWorker, reminders, sealWorker, retention, mailbox, worker],
  });

  try {
    if (!isWebBuilt()) log.warn('web app not built (npm run build): serving the API only');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const known = listenStartupError(error, config);
    if (known) failStart(known.message);
    throw error;
  }
  log.info({ mail: transport.describe, database: handle.kind }, `Casa Nova escuchando en ${config.publicUrl}`);
}

// The same file, started by the demo seed as its image renderer (features/demo/render-in-child.ts).
const run = process.argv.includes(DEMO_IMAGES_WORKER_ARG) ? () => serveDemoImages(renderDemoImages) : main;
run().catch((error) => {
  console.error(error);
  process.exit(1);
});
