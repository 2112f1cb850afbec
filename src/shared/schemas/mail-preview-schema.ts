// What a one-way act would mail to each buyer, shown before the owner confirms it (docs/product.md#last-look).
import { z } from 'zod';

import { LOCALES } from '#shared/i18n/locales.ts';

export const mailPreviewResponseSchema = z.object({
  mails: z
    .array(
      z.object({
        buyer_name: z.string(),
        to: z.string(),
        language: z.enum(LOCALES).describe('El idioma del comprador, en el que está escrito el correo'),
        subject: z.string(),
        text: z.string().describe('El texto del correo tal como lo recibirá'),
      }),
    )
    .describe('Un correo por comprador que lo recibiría; vacío si nadie recibiría ninguno'),
});

export type MailPreviewDto = z.infer<typeof mailPreviewResponseSchema>;
