import { z } from 'zod';

import { PROPERTY_STATUSES } from '#shared/site/labels.ts';

import { localeQuerySchema } from './locale-query';

/** Largest page of GET /api/properties?limit=; without `limit` the whole portfolio is returned. */
export const MAX_PROPERTY_PAGE = 100;

/**
 * Optional query of GET /api/properties: a status filter and a page (`limit`, `offset`). Without any of
 * them the answer is the whole portfolio in order, as the public site and older clients expect. `lang` picks
 * the language of titles and descriptions.
 */
export const propertyListQuerySchema = localeQuerySchema.extend({
  status: z.enum(PROPERTY_STATUSES, { error: 'Estado no válido: reformando, vendiendo o vendido' }).optional(),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(MAX_PROPERTY_PAGE, `El límite no puede superar ${MAX_PROPERTY_PAGE}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'El desplazamiento debe ser un número' })
    .int('El desplazamiento debe ser un número entero')
    .min(0, 'El desplazamiento no puede ser negativo')
    .max(1_000_000, 'El desplazamiento es demasiado grande')
    .optional(),
});

export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

/** The part of an ordered portfolio a query asks for. */
export function selectProperties<T extends { status: string }>(all: readonly T[], query: PropertyListQuery): T[] {
  const filtered = query.status ? all.filter((p) => p.status === query.status) : all;
  const offset = query.offset ?? 0;
  return filtered.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
}
