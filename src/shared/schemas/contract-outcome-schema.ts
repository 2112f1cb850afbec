// What happens after the money (docs/product.md#outcome): body of POST /api/cms/contracts/{id}/outcome and the
// `outcome` every contract answer carries.
import { z } from 'zod';

import { CONTRACT_OUTCOMES } from '#shared/contract-lifecycle/index.ts';

import { optionalText } from './zod-fields';

const REAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDate = (value: string) => {
  const match = REAL_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
};

export const contractOutcomeSchema = z
  .object(
    {
      outcome: z.enum(CONTRACT_OUTCOMES, {
        error: 'El resultado debe ser deed_signed (escritura), buyer_withdrew o seller_withdrew (desistimiento)',
      }),
      date: z
        .string({ error: 'La fecha es obligatoria (AAAA-MM-DD)' })
        .trim()
        .refine(isRealDate, 'La fecha no es válida: debe ser una fecha real con el formato AAAA-MM-DD'),
      notary: optionalText('El notario', 200),
      protocol: optionalText('El número de protocolo', 50),
      reason: optionalText('El motivo', 2000),
    },
    { error: 'Resultado no válido' },
  )
  .superRefine((value, ctx) => {
    if (value.outcome === 'deed_signed') {
      if (!value.notary)
        ctx.addIssue({
          code: 'custom',
          path: ['notary'],
          message: 'Indica el notario ante quien se firmó la escritura',
        });
      if (!value.protocol)
        ctx.addIssue({ code: 'custom', path: ['protocol'], message: 'Indica el número de protocolo de la escritura' });
    } else if (!value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Indica el motivo del desistimiento' });
    }
  });
export type ContractOutcomeInput = z.output<typeof contractOutcomeSchema>;

/** As returned by GET /api/contracts/{id}, the admin contract list and POST /api/documents/verify. */
export const contractOutcomeResponseSchema = z
  .object({
    outcome: z.enum(CONTRACT_OUTCOMES),
    date: z.string(),
    notary: z.string().nullable(),
    protocol: z.string().nullable(),
    reason: z.string().nullable(),
    refund_due_date: z.string().nullable().describe('Desistimiento de la vendedora: último día para devolver el doble'),
    paid_amount: z.number().describe('Lo que pagaron los compradores (€)'),
    refund_amount: z.number().nullable().describe('Lo que la vendedora devuelve (el doble, €)'),
    recorded_at: z.string(),
    recorded_by: z.string(),
  })
  .nullable()
  .describe('Lo que pasó después del pago: escritura o desistimiento; null mientras no se ha registrado');
