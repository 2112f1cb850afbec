import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { UNDELIVERED_MAIL_STATUSES } from '#shared/mail-lifecycle/statuses.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { LAST_BACKUP_KEY, readMeta } from '#server/lib/app-meta.ts';

type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

/** The request counter and duration histogram, and the observer that feeds them. */
function requestMetrics(registry: Registry): RequestObserver {
  // Per request: one map lookup, an integer increment and one histogram observation. Counts live in the map
  // and reach the counter only when scraped (prom-client would hash the labels again on every increment).
  type Series = {
    labels: { method: string; route: string; status_code: string };
    count: number;
    time: Histogram.Internal<string>;
  };
  const series = new Map<string, Series>();
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of series.values()) this.inc(labels, count);
    },
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observeRequest: RequestObserver = (method, route, status, seconds) => {
    const key = `${method} ${status} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      const labels = { method, route, status_code: String(status) };
      entry = { labels, count: 0, time: durations.labels(labels) };
      series.set(key, entry);
    }
    entry.count++;
    entry.time.observe(seconds);
  };
  return observeRequest;
}

/**
 * The Prometheus registry of one app (docs/product.md#7-security-and-operations). Request metrics are labelled with
 * the route's pattern (`/api/cms/contracts/:id`), never the raw URL, so their number stays bounded. Database-backed
 * values are read only when Prometheus scrapes, never per request.
 */
export function createMetrics(app: FastifyInstance): { registry: Registry; observeRequest: RequestObserver } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const observeRequest = requestMetrics(registry);

  const { db, database } = app.ctx;
  new Gauge({
    name: 'casanova_mail_outbox',
    help: 'Mails in the outbox: pending (waiting or retrying) and failed (gave up).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, UNDELIVERED_MAIL_STATUSES))
        .groupBy(mailOutbox.status)
        .catch(() => null);
      if (!rows) return;
      for (const status of UNDELIVERED_MAIL_STATUSES)
        this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });
  const outboxPasses = app.ctx.mailOutboxPasses;
  if (outboxPasses) {
    // Lets an operator (and the two-instance test) see that each instance's worker is still polling.
    new Counter({
      name: 'casanova_mail_outbox_passes_total',
      help: 'Passes the mail outbox worker has finished (each one delivers whatever mail is due).',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(outboxPasses());
      },
    });
  }
  new Gauge({
    name: 'casanova_backup_age_seconds',
    help: 'Seconds since the last backup (+Inf when there has been none).',
    registers: [registry],
    async collect() {
      const last = await readMeta(db, LAST_BACKUP_KEY).catch(() => null);
      if (last === null) return;
      this.set(last ? Math.max(0, (Date.now() - Date.parse(last)) / 1000) : Number.POSITIVE_INFINITY);
    },
  });
  new Gauge({
    name: 'casanova_database_writable',
    help: '1 while the periodic write probe succeeds, 0 while the database refuses writes.',
    registers: [registry],
    collect() {
      this.set(app.health.writable ? 1 : 0);
    },
  });
  if (database.poolStats) {
    const poolStats = database.poolStats;
    new Gauge({
      name: 'casanova_db_pool_connections',
      help: 'PostgreSQL connection pool: total and idle connections, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return { registry, observeRequest };
}
