import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { contacts } from '#server/db/schema.ts';

import { isUnsubscribeSignature } from '../unsubscribe-link';

export const tags = ['Demandas'];

export const UNSUBSCRIBE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const unsubscribeQuery = z.object({
  c: z.coerce.number().int().positive().optional(),
  s: z.string().max(100).optional(),
});

/** The contact a signed unsubscribe link names, or null when the link is not valid. */
export const contactOf = async (app: FastifyInstance, c: number | undefined, s: string | undefined) => {
  const { db, jwtSecret } = app.ctx;
  if (!c || !s || !isUnsubscribeSignature(jwtSecret, c, s)) return null;
  const [row] = await db.select().from(contacts).where(eq(contacts.id, c));
  return row ?? null;
};

export const html = (reply: { header: (k: string, v: string) => unknown }) => {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-store');
};
