// Answers of the payment endpoints; see site-schemas.ts for why `satisfies`.
import { z } from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';
import type { BankStatementImportDto, PaymentInstructionsDto, PaymentPageDto, PendingPaymentDto } from '#shared/api/api-types.ts';

const isoDate = () => z.string().describe('Fecha y hora ISO 8601');
const paymentType = () => z.enum(['arras', 'reserva']);

const beneficiarySchema = z
  .object({ name: z.string(), iban: z.string(), bank: z.string(), bic: z.string() })
  .describe('Cuenta de la empresa; null mientras sus datos bancarios no están completos');

export const paymentInstructionsSchema = z.object({
  payment_url: z.string().describe('Página de pago para el comprador'),
  payment_reference: z.string().describe('Referencia ISO 11649 (RF…)'),
  amount: z.number(),
  transaction_id: z.string(),
  payment_type: paymentType(),
  contract_id: z.string(),
  beneficiary: beneficiarySchema.nullable(),
  missing_bank_details: z.array(z.string()).describe('Datos bancarios que faltan; [] si están completos'),
  contract_status: z.string().describe('Estado del contrato: hasta que firman todas las partes la página no muestra la cuenta'),
  buyer_links: z
    .array(z.object({ name: z.string(), email: z.string(), language: z.enum(LOCALES), payment_url: z.string() }))
    .describe('Un enlace por comprador, cada uno en su idioma'),
}) satisfies z.ZodType<PaymentInstructionsDto>;

export const pendingPaymentSchema = z.object({
  transaction_id: z.string(),
  amount: z.number(),
  contract_type: z.string(),
  contract_data: z.record(z.string(), z.unknown()),
  payment_reference: z.string(),
  created_at: isoDate(),
  contract_id: z.string(),
  payment_type: paymentType(),
  payment_url: z.string(),
  contract_status: z.string().describe('Estado del contrato'),
}) satisfies z.ZodType<PendingPaymentDto>;

export const paymentPageSchema = z.object({
  transaction_id: z.string(),
  status: z
    .enum(['pending', 'awaiting_signatures', 'paid', 'cancelled'])
    .describe('awaiting_signatures: faltan firmas, la página no muestra cuenta ni referencia'),
  amount: z.number(),
  amount_words: z.string(),
  payment_type: paymentType(),
  contract_type_name: z.string(),
  contract_short_id: z.string(),
  reference: z.string().nullable().describe('Referencia en grupos de cuatro; null hasta que firman todas las partes'),
  beneficiary: beneficiarySchema.nullable(),
  transfer_deadline: z.string().nullable().describe('Último día para transferir (AAAA-MM-DD, hora de Madrid)'),
  company: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  epc_payload: z.string().nullable().describe('Contenido del código QR EPC (transferencia SEPA)'),
  qr_image: z.string().nullable().describe('Código QR como URL data:image/svg+xml'),
  paid_at: isoDate().nullable(),
  language: z.enum(LOCALES).describe('Idioma de la página: el del parámetro lang o, sin él, el del primer comprador (es, ca, en)'),
}) satisfies z.ZodType<PaymentPageDto>;

const statementLine = {
  amount: z.number().describe('Importe en euros'),
  currency: z.string(),
  reference: z.string().nullable().describe('Referencia RF que lleva el apunte, si lleva'),
  payer_name: z.string().nullable().describe('Ordenante, si el banco lo indica'),
  text: z.string().describe('Concepto y demás textos del apunte'),
  booked_on: z.string().nullable().describe('Fecha del apunte (AAAA-MM-DD)'),
  account: z.string().describe('Cuenta del extracto'),
  transaction_id: z.string().nullable(),
  contract_id: z.string().nullable(),
};

export const bankStatementImportSchema = z.object({
  format: z.enum(['norma43', 'camt053']),
  confirmed: z.array(z.object({ ...statementLine, contract_status: z.string() })).describe('Pagos confirmados ahora'),
  unmatched: z
    .array(
      z.object({
        ...statementLine,
        reason: z.enum(['debit', 'not_booked', 'currency', 'no_reference', 'unknown_reference', 'amount_mismatch', 'contract_cancelled']),
        expected_amount: z.number().nullable().describe('Importe del pago cuando la referencia existe pero el importe no coincide'),
      }),
    )
    .describe('Apuntes que no confirman nada y conviene revisar'),
  already_confirmed: z.array(z.object({ ...statementLine, paid_at: isoDate().nullable() })).describe('Pagos que ya estaban confirmados'),
}) satisfies z.ZodType<BankStatementImportDto>;
