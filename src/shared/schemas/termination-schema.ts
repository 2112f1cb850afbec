// The termination agreement (docs/product.md#mutual-agreement): how the API answers it, and what a buyer or an owner
// sends to sign it or to upload the paper copy.
import { z } from 'zod';

export const terminationPartySchema = z.object({
  party: z.enum(['company', 'buyer']),
  buyer_order: z.number().int().nullable(),
  name: z.string().describe('El comprador, o quien firmó por la empresa («» hasta que firma)'),
  signed_at: z.string().nullable(),
});

export const terminationSchema = z.object({
  state: z
    .enum(['open', 'complete', 'expired'])
    .describe('open: faltan firmas; complete: firmado por todas las partes (o en papel); expired: la oferta caducó'),
  amount: z.number().describe('Euros que la empresa devuelve (dos decimales)'),
  deadline: z.string().describe('Último día para devolverlos (AAAA-MM-DD)'),
  release: z.string().describe('La liberación mutua, en la lengua del contrato'),
  expires_at: z.string().describe('Hasta cuándo se puede firmar la oferta'),
  offered_at: z.string(),
  completed_at: z.string().nullable(),
  sha256: z.string().describe('Huella del texto del acuerdo (el vinculante y su copia)'),
  parties: z.array(terminationPartySchema),
  company_signer: z.object({ name: z.string(), position: z.string().nullable() }).nullable(),
  paper: z.object({ sha256: z.string(), uploaded_at: z.string() }).nullable(),
  texts: z.array(
    z.object({ language: z.enum(['es', 'ca', 'en']), title: z.string(), paragraphs: z.array(z.string()) }),
  ),
  courtesy: z.enum(['en']).nullable().describe('La lengua del texto de cortesía, que no vincula'),
});
export type TerminationDto = z.infer<typeof terminationSchema>;

export const terminationAnswerSchema = z.object({ termination: terminationSchema });

/** POST /api/contracts/{id}/termination/sign: the buyer's drawn signature, through their own link. */
export const buyerTerminationSignSchema = z.object(
  {
    signature_image: z.string({ error: 'Falta tu firma' }).max(2_000_000, 'La firma es demasiado grande'),
    token: z.string().optional(),
  },
  { error: 'Firma no válida' },
);

/** POST /api/cms/contracts/{id}/termination/paper: the agreement signed on paper by every party, a PDF in base64. */
export const paperTerminationSchema = z.object(
  {
    document: z
      .string({ error: 'Falta el acuerdo firmado en papel (PDF en base64)' })
      .trim()
      .min(1, 'Falta el acuerdo firmado en papel (PDF en base64)')
      .max(14_000_000, 'El documento es demasiado grande (máximo 10 MB)'),
  },
  { error: 'Falta el acuerdo firmado en papel (PDF en base64)' },
);
