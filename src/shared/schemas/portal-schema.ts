// Requests and answers of the portal routes (docs/product.md#portals): each property's state per portal, the
// cadastre's proposal, the feed guard's confirmation and the portals' overview for the dashboard.
import { z } from 'zod';

import { FEED_HOLD_REASONS, FEED_PORTALS, LISTING_STATES, PORTALS } from '#shared/portal-lifecycle/portals.ts';

import { blankAsNull } from './zod-fields';

export const portalEntrySchema = z
  .object({
    portal: z.enum(PORTALS),
    state: z.enum(LISTING_STATES).describe('published, pending (enviándose o esperando al portal), refused o excluded'),
    reason: z
      .string()
      .nullable()
      .describe('Por qué, en español: lo que falta, lo que dijo el portal o lo que se espera'),
    error: z.string().nullable().describe('La primera línea de la última respuesta del portal que no se pudo usar'),
    missing: z
      .array(z.object({ code: z.string(), field: z.string().nullable(), message: z.string() }))
      .describe('Cada motivo por el que queda fuera, con el campo del formulario que lo arregla'),
    warnings: z.array(z.string()).describe('Lo que se ajustó para el portal (p. ej. una descripción recortada)'),
  })
  .meta({ id: 'PortalListing' });
export const portalEntriesSchema = z.array(portalEntrySchema);
export type PortalEntryDto = z.infer<typeof portalEntrySchema>;

export const catastroRequestSchema = z
  .object(
    {
      cadastral_reference: blankAsNull(
        z
          .string({ error: 'Referencia catastral: valor no válido' })
          .max(40, 'Referencia catastral: valor no válido')
          .nullish(),
      ).describe('Opcional: sin ella, la de la propiedad. 20 caracteres (o 14 de la finca)'),
    },
    { error: 'Datos no válidos' },
  )
  .default({ cadastral_reference: null });

export const catastroProposalSchema = z
  .object({
    cadastral_reference: z.string().describe('La referencia consultada, tal como la da el Catastro'),
    proposal: z.object({
      built_area_m2: z.number().nullable().describe('Superficie construida (m²) según el Catastro'),
      year_built: z.number().int().nullable().describe('Año de construcción'),
      use: z.string().nullable().describe('Uso principal (p. ej. «Residencial»)'),
      address: z.string().nullable().describe('Dirección como la escribe el Catastro'),
    }),
  })
  .meta({ id: 'CatastroProposal' });
export type CatastroProposalDto = z.infer<typeof catastroProposalSchema>;

export const propertyLocationSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PropertyLocationDto = z.infer<typeof propertyLocationSchema>;

export const feedPortalParamsSchema = z.object({
  portal: z.enum(FEED_PORTALS, { error: 'Ese portal no tiene feed: kyero o idealista' }),
});

export const feedConfirmSchema = z
  .object({
    generation: z
      .string({ error: 'Generación no válida' })
      .regex(/^[0-9a-f]{64}$/, 'Generación no válida')
      .optional()
      .describe('La huella del feed retenido que el propietario ha revisado; si cambió desde entonces, 409'),
  })
  .default({});

const propertyRef = z.object({ id: z.number().int(), title: z.string() });

export const portalOverviewSchema = z
  .object({
    portal: z.enum(PORTALS),
    configured: z.boolean().describe('El servidor tiene lo que el portal necesita (variables de entorno)'),
    published: z.number().int().nullable().describe('Propiedades en el último feed bueno (Kyero, idealista)'),
    published_at: z.string().nullable(),
    held: z
      .object({
        reason: z.enum(FEED_HOLD_REASONS),
        message: z.string(),
        generation: z.string().describe('Huella para confirmar exactamente este feed'),
        at: z.string(),
        properties: z.number().int(),
        disappearing: z.array(propertyRef).describe('Lo que desaparecería del portal al confirmarlo'),
      })
      .nullable(),
    last_error: z.string().nullable(),
    uploaded_at: z.string().nullable().describe('idealista: último fichero subido'),
    next_run_at: z.string().nullable().describe('idealista: próximo envío'),
    status_read_at: z.string().nullable().describe('idealista: último fichero de estado leído'),
    pending: z.number().int().nullable().describe('Fotocasa: envíos en cola'),
    failed: z.number().int().nullable().describe('Fotocasa: propiedades rechazadas o con error'),
  })
  .meta({ id: 'PortalOverview' });
export const portalOverviewsSchema = z.array(portalOverviewSchema);
export type PortalOverviewDto = z.infer<typeof portalOverviewSchema>;
