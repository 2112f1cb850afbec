// What happens after the money (docs/product.md#outcome): body of POST /api/cms/contracts/{id}/outcome and the
// `outcome` every contract answer carries.
import { z } from 'zod';

import { CONTRACT_OUTCOMES } from '#shared/contract-lifecycle/index.ts';

import { reasonError, reasonField } from './reason-schema';
import { optionalText } from './zod-fields';

const REAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDate = (value: string) => {
  const match = REAL_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
};

const outcomeFields = {
  outcome: z.enum(CONTRACT_OUTCOMES, {
    error:
      'El resultado debe ser deed_signed (escritura), buyer_withdrew, seller_withdrew o buyer_withdrew_justified (desistimiento)',
  }),
  date: z
    .string({ error: 'La fecha es obligatoria (AAAA-MM-DD)' })
    .trim()
    .refine(isRealDate, 'La fecha no es válida: debe ser una fecha real con el formato AAAA-MM-DD'),
  notary: optionalText('El notario', 200),
  protocol: optionalText('El número de protocolo', 50),
  reason: optionalText('El motivo', 2000),
  evidence: z
    .string({ error: 'La prueba debe ser un PDF en base64' })
    .trim()
    .max(14_000_000, 'La prueba es demasiado grande (máximo 10 MB)')
    .nullish()
    .describe(
      'PDF en base64: la declaración escrita de los compradores, el acta notarial de incomparecencia o la denegación del préstamo',
    ),
};

/** A withdrawal needs a reason that means something; a deed, its notary and protocol (docs/product.md#outcome). */
function outcomeRules(
  value: { outcome: string; notary?: string | null; protocol?: string | null; reason?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.outcome === 'deed_signed') {
    if (!value.notary)
      ctx.addIssue({ code: 'custom', path: ['notary'], message: 'Indica el notario ante quien se firmó la escritura' });
    if (!value.protocol)
      ctx.addIssue({ code: 'custom', path: ['protocol'], message: 'Indica el número de protocolo de la escritura' });
    return;
  }
  const problem = reasonError(value.reason ?? '', 'El motivo del desistimiento');
  if (problem) ctx.addIssue({ code: 'custom', path: ['reason'], message: problem });
}

export const contractOutcomeSchema = z
  .object(outcomeFields, { error: 'Resultado no válido' })
  .superRefine(outcomeRules);

/**
 * POST …/outcome/corrections: the corrected outcome as a whole, and why it is corrected (a reason that means
 * something). The buyers are told again ("corrige la comunicación del …").
 */
export const outcomeCorrectionSchema = z
  .object(
    { ...outcomeFields, correction_reason: reasonField('El motivo de la corrección') },
    { error: 'Corrección no válida' },
  )
  .superRefine(outcomeRules);
export type OutcomeCorrectionInput = z.output<typeof outcomeCorrectionSchema>;

/** POST /api/contracts/{id}/withdrawal: a buyer withdraws through their own link, in their words, signed by hand. */
export const buyerWithdrawalSchema = z.object(
  {
    statement: z
      .string({ error: 'Escribe tu declaración de desistimiento' })
      .trim()
      .min(10, 'Escribe tu declaración de desistimiento (al menos 10 caracteres)')
      .max(2000, 'La declaración es demasiado larga (máximo 2.000 caracteres)'),
    signature_image: z.string({ error: 'Falta tu firma' }).max(2_000_000, 'La firma es demasiado grande'),
    token: z.string().optional(),
  },
  { error: 'Declaración no válida' },
);
export type ContractOutcomeInput = z.output<typeof contractOutcomeSchema>;

/** One outcome as the API answers it: amounts in euros (docs/product.md#outcome). */
export const outcomeAnswerSchema = z.object({
  outcome: z.enum(CONTRACT_OUTCOMES),
  date: z.string(),
  notary: z.string().nullable(),
  protocol: z.string().nullable(),
  reason: z.string().nullable(),
  paid_amount: z.number().describe('Lo entregado que la cláusula penitencial cubre (€)'),
  forfeited_amount: z.number().nullable().describe('Desistimiento de la compradora: lo que la empresa hace suyo (€)'),
  refund_amount: z
    .number()
    .nullable()
    .describe('Desistimiento de la vendedora (el doble) o justificado (lo entregado): lo que la empresa devuelve (€)'),
  refund_due_date: z.string().nullable().describe('Último día para devolverlo, por el plazo firmado'),
  clause: z.string().nullable().describe('La cláusula del contrato firmado que se aplica'),
  evidence_sha256: z.string().nullable().describe('Huella de la prueba escrita aportada, si la hay'),
  recorded_at: z.string(),
  recorded_by: z.string(),
  corrects: z.string().nullable().optional().describe('Corrección: cuándo se registró la comunicación que corrige'),
});
export type OutcomeAnswer = z.infer<typeof outcomeAnswerSchema>;

/** As returned by GET /api/contracts/{id}, the admin contract list and POST /api/documents/verify. */
export const contractOutcomeResponseSchema = outcomeAnswerSchema
  .nullable()
  .describe('Lo que pasó después del pago: escritura o desistimiento; null mientras no se ha registrado');
