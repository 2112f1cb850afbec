import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { VIEWING_STATUSES } from '#shared/contact-lifecycle/index.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { numericIdParams } from '#server/lib/route-schemas.ts';

import type { ViewingRow } from '../dto';

export const tags = ['Visitas'];

export const SIGN_BODY_LIMIT = 2 * 1024 * 1024;

export const LINK_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const tokenBody = z.object({
  token: z.string({ error: 'Falta el token del enlace' }).min(1, 'Falta el token del enlace'),
});

export const visitorViewingSchema = z
  .object({
    id: z.number().int(),
    property: z.string(),
    starts_at: z.string(),
    attendee: z.string(),
    visitor_name: z.string(),
    language: z.enum(LOCALES),
    status: z.enum(VIEWING_STATUSES),
    /** The company opened the visit sheet and it waits for the visitor's signature. */
    sheet_open: z.boolean(),
    signed: z.boolean(),
  })
  .meta({ id: 'VisitorViewing' });

/** What the visitor's link shows: their viewing, never the contact's notes or anyone else's data. */
export const visitorDto = (row: ViewingRow): z.infer<typeof visitorViewingSchema> => ({
  id: row.id,
  property: row.propertyLabel,
  starts_at: row.startsAt.toISOString(),
  attendee: row.attendee,
  visitor_name: row.visitorName,
  language: (LOCALES as readonly string[]).includes(row.visitorLanguage) ? (row.visitorLanguage as 'es') : 'es',
  status: row.status,
  sheet_open: row.sheetOpenedAt !== null && row.signedAt === null,
  signed: row.signedAt !== null,
});

export const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export const linkParams = numericIdParams('Este enlace no es válido o ha caducado.');
