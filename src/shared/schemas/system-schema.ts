// Answers of the system routes: the dashboard's status box and first-run checklist (docs/product.md §4).
import { z } from 'zod';

import { SETUP_CHECK_IDS } from '#shared/site/setup-checklist.ts';

import { isoDateString } from './zod-fields';

export const systemStatusResponseSchema = z.object({
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  last_backup_at: isoDateString().nullable(),
  mail: z.object({ pending: z.number().int(), failed: z.number().int(), last_error: z.string().nullable() }),
  retention_clock_hold: z
    .object({
      reason: z
        .enum(['database_clock', 'jump'])
        .describe('database_clock: la hora del servidor y la de la base de datos no coinciden; jump: la hora saltó'),
      detected_at: isoDateString(),
      machine_time: isoDateString().describe('La hora del servidor al detenerse'),
      reference_time: isoDateString().describe('La hora con la que no cuadraba (base de datos, último borrado o dato)'),
    })
    .nullable()
    .describe('Borrados automáticos detenidos hasta que un propietario confirme la hora (null: funcionan)'),
});

/** GET /api/cms/setup-checklist: the dashboard's first-run checklist (docs/product.md §4). */
export const setupChecklistResponseSchema = z.object({
  checks: z.array(
    z.object({
      id: z.enum(SETUP_CHECK_IDS),
      label: z.string(),
      done: z.boolean(),
      detail: z
        .string()
        .describe('Qué falta, por qué importa y qué hacer o a quién pedirlo, o qué está en orden (en palabras llanas)'),
      technical: z.string().nullable().describe('Para quien instaló la web: el ajuste o la orden que lo resuelve'),
      link: z.string().nullable().describe('Página de administración (sin /cms) donde se arregla'),
      severity: z.enum(['error', 'warning']).describe('error: sin hacer, el sitio incumple la normativa ahora mismo'),
    }),
  ),
  contract_missing_details: z
    .array(z.string())
    .describe("Datos de la empresa que el contrato imprime y faltan (el diálogo 'Firmar' los lista)"),
});

export type SystemStatusDto = z.infer<typeof systemStatusResponseSchema>;
export type SetupChecklistDto = z.infer<typeof setupChecklistResponseSchema>;

export const goLiveResponseSchema = z.object({
  live: z.literal(true),
  live_since: z.string().nullable().describe('Cuándo se puso en marcha (ISO 8601)'),
  by: z.string().nullable().describe('Quién la puso en marcha'),
});
