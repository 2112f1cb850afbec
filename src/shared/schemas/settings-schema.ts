import { z } from 'zod';

import { numberField } from './zod-fields';

// The administrator's signing settings (docs/product.md §5.4): GET/PUT /api/cms/settings and the admin card.

export const SETTING_LABELS = {
  signing_email_code: 'Pedir un código por email antes de firmar',
  reminder_interval_days: 'Días entre recordatorios',
  reminder_max_count: 'Número máximo de recordatorios',
  link_expiry_days: 'Días de validez de los enlaces de firma',
  buyer_file_required_arras: 'Expediente del comprador obligatorio antes de firmar arras',
  buyer_file_required_reservation: 'Expediente del comprador obligatorio antes de firmar una reserva',
} as const;

export const SETTINGS_DEFAULTS = {
  signing_email_code: false,
  reminder_interval_days: 3,
  reminder_max_count: 3,
  link_expiry_days: 30,
  // A fresh install runs the specification's flows unchanged; the setup checklist asks an owner to decide on these
  // (recommended: the code on, the buyer's file required for arras and reservations; docs/product.md §5.7).
  buyer_file_required_arras: false,
  buyer_file_required_reservation: false,
} as const;

export const settingsSchema = z.object(
  {
    signing_email_code: z.boolean({ error: `${SETTING_LABELS.signing_email_code}: debe ser sí o no` }),
    reminder_interval_days: numberField({
      label: SETTING_LABELS.reminder_interval_days,
      min: 1,
      max: 60,
      integer: true,
    }),
    reminder_max_count: numberField({ label: SETTING_LABELS.reminder_max_count, min: 0, max: 10, integer: true }),
    link_expiry_days: numberField({ label: SETTING_LABELS.link_expiry_days, min: 1, max: 365, integer: true }),
    buyer_file_required_arras: z.boolean({ error: `${SETTING_LABELS.buyer_file_required_arras}: debe ser sí o no` }),
    buyer_file_required_reservation: z.boolean({
      error: `${SETTING_LABELS.buyer_file_required_reservation}: debe ser sí o no`,
    }),
  },
  { error: 'Ajustes no válidos' },
);

/** The settings an owner must decide on before going live; saving the settings once is that decision. */
export const SIGNING_POLICY_KEYS = [
  'signing_email_code',
  'buyer_file_required_arras',
  'buyer_file_required_reservation',
] as const satisfies readonly (keyof typeof SETTINGS_DEFAULTS)[];

/** PUT body: any subset of the settings; the others keep their value. */
export const settingsUpdateSchema = settingsSchema.partial();

export type AppSettings = z.output<typeof settingsSchema>;
export type SettingKey = keyof AppSettings;
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

/** The settings as answered, described for the API document; the same shape as the form's schema. */
export const settingsResponseSchema = z.object({
  signing_email_code: z.boolean().describe('Pedir un código por email antes de firmar'),
  reminder_interval_days: z.number().int().describe('Días entre recordatorios'),
  reminder_max_count: z.number().int().describe('Número máximo de recordatorios (0: ninguno)'),
  link_expiry_days: z.number().int().describe('Días de validez de los enlaces de firma'),
  buyer_file_required_arras: z
    .boolean()
    .describe('Expediente del comprador (Ley 10/2010) obligatorio antes de firmar arras'),
  buyer_file_required_reservation: z
    .boolean()
    .describe('Expediente del comprador obligatorio antes de firmar una reserva'),
  live: z
    .boolean()
    .describe(
      'false (instalación nueva): modo de prueba, cada documento dice DOCUMENTO DE PRUEBA; true: en marcha (POST /api/cms/go-live)',
    ),
  live_since: z.string().nullable().describe('Cuándo se puso en marcha (ISO 8601); null en modo de prueba'),
}) satisfies z.ZodType<AppSettings>;

export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
