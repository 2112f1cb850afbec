// Each portal's state for one property (GET /api/cms/properties/{id}/portals; docs/product.md#portals): left out
// and why (each missing field named), waiting, refused with the portal's reason, or published. Read, never pushed:
// the Kyero feed is settled as a portal's fetch would settle it, idealista's and Fotocasa's answers are as stored.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import type { ListingState, Portal } from '#shared/portal-lifecycle/portals.ts';
import { exclusionText, type Exclusion } from '#shared/portals/eligibility.ts';
import type { PortalEntryDto } from '#shared/schemas/portal-schema.ts';
import { portalListings } from '#server/db/schema.ts';
import {
  currentKyeroFeed,
  exclusionsByPortal,
  listingContext,
  readFeedRow,
  type ListingContext,
} from '#server/features/feeds/index.ts';
import { findProperty } from '#server/features/properties/index.ts';
import { notFound } from '#server/lib/errors.ts';

import { pendingJobs } from './fotocasa/fotocasa-jobs';
import { desiredOnFotocasa } from './fotocasa/fotocasa-sync';
import { idealistaGeneration } from './idealista/idealista-generation';

export const PROPERTY_NOT_FOUND = 'La propiedad no existe.';

type Entry = PortalEntryDto;

const entry = (portal: Portal, state: ListingState, reason: string | null, extra: Partial<Entry> = {}): Entry => ({
  portal,
  state,
  reason,
  error: null,
  missing: [],
  warnings: [],
  ...extra,
});

const excluded = (portal: Portal, exclusions: Exclusion[], extra: Partial<Entry> = {}) =>
  entry(portal, 'excluded', exclusionText(exclusions), { missing: exclusions, ...extra });

async function kyeroEntry(
  app: FastifyInstance,
  context: ListingContext,
  property: PropertyDto,
  exclusions: Exclusion[],
) {
  if (exclusions.length > 0) return excluded('kyero', exclusions);
  const { good, held } = await currentKyeroFeed(app, context);
  if (good?.ids.includes(property.id)) {
    return entry('kyero', 'published', 'Está en el feed que leen Kyero, thinkSPAIN y los portales de su formato.');
  }
  return entry(
    'kyero',
    'pending',
    held?.ids.includes(property.id)
      ? 'Está en el feed nuevo, que está retenido hasta que un propietario lo confirme en el panel.'
      : 'Saldrá en el feed la próxima vez que se genere.',
  );
}

async function idealistaEntry(
  app: FastifyInstance,
  context: ListingContext,
  property: PropertyDto,
  exclusions: Exclusion[],
) {
  if (exclusions.length > 0) return excluded('idealista', exclusions);
  const generation = await idealistaGeneration(app, { context });
  const invalid = generation.invalid.get(property.id);
  if (invalid) {
    return excluded('idealista', [
      { code: 'schema', field: null, message: `idealista no aceptaría sus datos (${invalid}).` },
    ]);
  }
  const warnings = generation.warnings.get(property.id) ?? [];
  const [row, [status]] = await Promise.all([
    readFeedRow(app.ctx.db, 'idealista'),
    app.ctx.db
      .select()
      .from(portalListings)
      .where(and(eq(portalListings.portal, 'idealista'), eq(portalListings.propertyId, property.id))),
  ]);
  const error = row?.lastError ?? null;
  const uploaded = row?.uploadedHash && row.uploadedHash === row.goodHash && row.goodIds?.includes(property.id);
  if (status?.state && uploaded) {
    const said = status.message ? `: ${status.message}` : '';
    if (status.state === 'published')
      return entry('idealista', 'published', 'Publicada en idealista.', { warnings, error });
    if (status.state === 'refused' || status.state === 'error') {
      return entry('idealista', 'refused', `idealista no la publica${said}.`, { warnings, error: status.message });
    }
    return entry('idealista', 'pending', `idealista la está revisando${said}.`, { warnings, error });
  }
  if (uploaded) {
    const at = row.uploadedAt ? `el ${formatDateTime(row.uploadedAt)}` : '';
    return entry('idealista', 'pending', `Enviada a idealista ${at}; idealista la procesa en unos 15 minutos.`, {
      warnings,
      error,
    });
  }
  const held = row?.heldIds?.includes(property.id);
  return entry(
    'idealista',
    'pending',
    held
      ? 'Está en el fichero nuevo, que está retenido hasta que un propietario lo confirme en el panel.'
      : 'Se enviará a idealista en el próximo envío (cada 15 minutos).',
    { warnings, error },
  );
}

async function fotocasaEntry(app: FastifyInstance, property: PropertyDto, exclusions: Exclusion[]) {
  const [jobs, [row]] = await Promise.all([
    pendingJobs(app.ctx.db),
    app.ctx.db
      .select()
      .from(portalListings)
      .where(and(eq(portalListings.portal, 'fotocasa'), eq(portalListings.propertyId, property.id))),
  ]);
  const job = jobs.get(property.id);
  if (exclusions.length > 0) {
    const leaving = row?.listed ? ' Se está retirando de Fotocasa.' : '';
    return excluded('fotocasa', exclusions, {
      reason: `${exclusionText(exclusions)}${leaving}`,
      error: job?.lastError ?? (row?.state === 'error' ? row.message : null),
    });
  }
  const desired = (await desiredOnFotocasa(app)).get(property.id);
  const current = row && desired && row.syncedHash === desired.hash;
  if (job || !current) {
    const last = job?.lastError ? ` Último intento: ${job.lastError}` : '';
    return entry('fotocasa', 'pending', `Enviándose a Fotocasa.${last}`, { error: job?.lastError ?? null });
  }
  if (row.state === 'published') return entry('fotocasa', 'published', 'Publicada en Fotocasa.');
  if (row.state === 'refused')
    return entry('fotocasa', 'refused', `Fotocasa la rechaza: ${row.message ?? 'sin motivo'}`);
  return entry(
    'fotocasa',
    'refused',
    'No se pudo publicar en Fotocasa tras varios intentos; se volverá a intentar cuando cambien sus datos.',
    { error: row.message },
  );
}

export async function propertyPortalStates(app: FastifyInstance, propertyId: number): Promise<Entry[]> {
  const property = await findProperty(app.ctx.db, propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  const context = await listingContext(app, { coordinates: true });
  const exclusions = exclusionsByPortal(app, context, property);
  return Promise.all([
    kyeroEntry(app, context, property, exclusions.kyero),
    idealistaEntry(app, context, property, exclusions.idealista),
    fotocasaEntry(app, property, exclusions.fotocasa),
  ]);
}
