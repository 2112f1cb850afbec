import { z } from 'zod';

import { isValidIban, normalizeIban } from '#shared/banking/iban.ts';
import { CONTRACT_STATUSES, PAYMENT_PAGE_STATUSES } from '#shared/contract-lifecycle/index.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

import { isoDateString, optionalText } from './zod-fields';

/** Arras contracts pay the deposit; both reservation types pay the reservation amount. */
export const PAYMENT_TYPES = ['arras', 'reserva'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const CONTRACT_REQUIRED = 'El contrato es obligatorio';

/** Body of POST /api/payments/create-transfer-instructions. */
export const paymentInstructionsSchema = z.object(
  {
    contract_id: z.string({ error: CONTRACT_REQUIRED }).trim().min(1, CONTRACT_REQUIRED).max(100, CONTRACT_REQUIRED),
    payment_type: z.enum(PAYMENT_TYPES, { error: 'Tipo de pago no válido' }),
  },
  { error: CONTRACT_REQUIRED },
);

export type PaymentInstructionsInput = z.output<typeof paymentInstructionsSchema>;

/**
 * Body of POST /api/payments/{transaction_id}/mark-as-paid (docs/product.md#manual-confirmation): a manual confirmation
 * is evidence, not a word — who paid, from which account, on which value date, and the bank's advice or statement line
 * (its text, or a base64 PDF). The specification's call has no body: accepted in test mode (recorded as not given),
 * refused once the installation is live. `reason` is required when the payer is not one of the buyers.
 */
export const markAsPaidSchema = z
  .object(
    {
      payer_name: optionalText('El ordenante', 200).describe('Quién hizo la transferencia, como lo dice el banco'),
      payer_iban: z
        .string({ error: 'La cuenta del ordenante debe ser un IBAN' })
        .trim()
        .refine(isValidIban, 'La cuenta del ordenante no es un IBAN válido')
        .transform(normalizeIban)
        .nullish()
        .describe('El IBAN de la cuenta desde la que llegó el dinero'),
      value_date: z
        .string({ error: 'La fecha valor debe tener el formato AAAA-MM-DD' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha valor debe tener el formato AAAA-MM-DD')
        .nullish()
        .describe('Fecha valor del abono (AAAA-MM-DD), no posterior a hoy'),
      evidence: z
        .string({ error: 'El justificante debe ser un texto o un PDF en base64' })
        .trim()
        .max(14_000_000, 'El justificante es demasiado grande (máximo 10 MB)')
        .nullish()
        .describe('La línea del extracto o el aviso del banco: su texto, o un PDF en base64'),
      reason: optionalText('El motivo', 1000).describe(
        'Por qué se confirma a mano; obligatorio (20 caracteres que expliquen el porqué) si no pagó un comprador',
      ),
    },
    { error: 'Datos de la confirmación no válidos' },
  )
  .nullish();
export type MarkAsPaidInput = NonNullable<z.output<typeof markAsPaidSchema>>;

/** One link per buyer, each opening the payment page in that buyer's language (`&lang=`). */
const paymentBuyerLinkResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  payment_url: z.string(),
});

/** Who the buyer can ask while the bank details are pending; lines that are not filled in are left out. */
const paymentCompanyResponseSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/**
 * The account buyers transfer to, named exactly as the bank holds it (euro-area banks check the
 * name); IBAN in paper form, in groups of four.
 */
const beneficiaryResponseSchema = z
  .object({ name: z.string(), iban: z.string(), bank: z.string(), bic: z.string() })
  .describe('Cuenta de la empresa; null mientras sus datos bancarios no están completos');

/** POST /api/payments/create-transfer-instructions (docs/product.md §2 "payment instructions response"). */
export const paymentInstructionsResponseSchema = z.object({
  payment_url: z.string().describe('Página de pago para el comprador'),
  payment_reference: z.string().describe('Referencia ISO 11649 (RF…)'),
  amount: z.number(),
  transaction_id: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  contract_id: z.string(),
  beneficiary: beneficiaryResponseSchema.nullable(),
  missing_bank_details: z.array(z.string()).describe('Datos bancarios que faltan; [] si están completos'),
  contract_status: z
    .enum(CONTRACT_STATUSES)
    .describe('Estado del contrato: hasta que firman todas las partes la página no muestra la cuenta'),
  buyer_links: z.array(paymentBuyerLinkResponseSchema).describe('Un enlace por comprador, cada uno en su idioma'),
  paid: z
    .object({
      paid_at: isoDateString(),
      payer_name: z.string().nullable().describe('Ordenante de la transferencia, si se conoce'),
      receipt_url: z.string().describe('La página de pago del comprador, que ahora dice que está pagado y cuándo'),
    })
    .nullable()
    .describe('El pago ya está recibido: cuándo, quién lo hizo y su justificante; null mientras está pendiente'),
});

/** GET /api/cms/pending-payments item (docs/product.md §2 "pending payment"). */
export const pendingPaymentResponseSchema = z.object({
  transaction_id: z.string(),
  amount: z.number(),
  contract_type: z.string(),
  contract_data: z.record(z.string(), z.unknown()),
  payment_reference: z.string(),
  created_at: isoDateString(),
  contract_id: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  payment_url: z.string(),
  contract_status: z.enum(CONTRACT_STATUSES).describe('Estado del contrato'),
  confirm_blocked_reason: z
    .string()
    .nullable()
    .describe('Por qué no se puede confirmar todavía (expediente del comprador pendiente); null si se puede'),
  buyers: z
    .array(z.string())
    .describe('Nombres de los compradores, en el orden del contrato: «Confirmado» los ofrece como ordenante'),
});

/** GET /api/payments/{transaction_id}?token=…: everything the public payment page shows. */
export const paymentPageResponseSchema = z.object({
  transaction_id: z.string(),
  status: z
    .enum(PAYMENT_PAGE_STATUSES)
    .describe(
      'awaiting_signatures: faltan firmas; awaiting_buyer_file: falta el expediente del comprador o su valoración. En ambos la página no muestra cuenta ni referencia',
    ),
  amount: z.number(),
  amount_words: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  contract_type_name: z.string(),
  contract_short_id: z.string(),
  reference: z.string().nullable().describe('Referencia en grupos de cuatro; null hasta que firman todas las partes'),
  beneficiary: beneficiaryResponseSchema.nullable(),
  transfer_deadline: z.string().nullable().describe('Último día para transferir (AAAA-MM-DD, hora de Madrid)'),
  transfer_term: z
    .object({
      days: z.number().int(),
      business_days: z.boolean().describe('Días hábiles: sin sábados, domingos ni festivos nacionales y de Cataluña'),
      clause: z.string().nullable().describe('La cláusula del contrato que fija el plazo y la cuenta («SEGUNDA.- …»)'),
      text: z.string().nullable().describe('La frase del contrato, tal como se firmó'),
    })
    .describe('El plazo de pago tal como lo dice el contrato'),
  contract_iban: z.string().nullable().describe('El IBAN escrito en el contrato firmado'),
  buyers: z.array(z.string()).describe('Nombres de los compradores: una sola transferencia por el importe total'),
  company: paymentCompanyResponseSchema,
  epc_payload: z.string().nullable().describe('Contenido del código QR EPC (transferencia SEPA)'),
  qr_image: z.string().nullable().describe('Código QR como URL data:image/svg+xml'),
  paid_at: isoDateString().nullable(),
  language: z
    .enum(LOCALES)
    .describe('Idioma de la página: el del parámetro lang o, sin él, el del primer comprador (es, ca, en)'),
});

/** Why a statement line confirmed nothing (docs/product.md §6 "Bank statements"). */
export const UNMATCHED_REASONS = [
  'debit',
  'not_booked',
  'currency',
  'wrong_account',
  'no_reference',
  'unknown_reference',
  'amount_mismatch',
  'payer_not_buyer',
  'payer_partial',
  'buyer_file_pending',
  'contract_cancelled',
  'contract_blocked',
  'unreadable_amount',
  'future_date',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/**
 * Where an unmatched line goes in the import's answer (docs/product.md#statement-groups): a line that may be a
 * contract's payment is for a person to review; a debit or a credit that names no payment is the account's ordinary
 * life (a community refund, an electricity bill) and asks nothing of the owner.
 */
export const STATEMENT_LINE_GROUPS = ['contract_payment', 'other'] as const;
export type StatementLineGroup = (typeof STATEMENT_LINE_GROUPS)[number];

/** One line of an imported bank statement, as the import reports it (docs/product.md §6 "Bank statements"). */
const statementLine = {
  amount: z.number().nullable().describe('Importe en euros, tal como lo escribe el banco; null si no se puede leer'),
  raw_amount: z
    .string()
    .nullable()
    .describe('El texto del importe tal como viene en el fichero cuando no se puede leer (unreadable_amount)'),
  currency: z.string(),
  reference: z.string().nullable().describe('Referencia RF que lleva el apunte, si lleva'),
  payer_name: z.string().nullable().describe('Ordenante, si el banco lo indica'),
  payer: z.string().nullable().describe('Ordenante (el mismo que payer_name)'),
  payer_iban: z
    .string()
    .nullable()
    .describe('IBAN de la cuenta del ordenante, si el extracto lo indica (camt.053; Norma 43 no lo lleva)'),
  text: z.string().describe('Concepto y demás textos del apunte'),
  booked_on: z.string().nullable().describe('Fecha del apunte (AAAA-MM-DD)'),
  account: z.string().describe('Cuenta del extracto'),
  transaction_id: z.string().nullable(),
  contract_id: z.string().nullable(),
  contract_ref: z
    .string()
    .nullable()
    .describe('Referencia corta del contrato (los 8 primeros caracteres de contract_id), si el apunte es de un pago'),
  property: z
    .string()
    .nullable()
    .describe(
      'La vivienda del contrato (su título en la cartera o la dirección del contrato), si el apunte es de un pago',
    ),
};

/** POST /api/cms/bank-statements. */
export const bankStatementImportResponseSchema = z.object({
  format: z.enum(['norma43', 'camt053']),
  confirmed: z
    .array(z.object({ ...statementLine, contract_status: z.enum(CONTRACT_STATUSES) }))
    .describe('Pagos confirmados ahora'),
  unmatched: z
    .array(
      z.object({
        ...statementLine,
        reason: z.enum(UNMATCHED_REASONS),
        group: z
          .enum(STATEMENT_LINE_GROUPS)
          .describe(
            'contract_payment: un apunte que puede ser el pago de un contrato y conviene revisar; other: otro movimiento de la cuenta (un cargo, una transferencia sin referencia RF) con el que no hay nada que hacer',
          ),
        explanation: z.string().describe('Qué pasa con este apunte, en castellano'),
        expected_amount: z
          .number()
          .nullable()
          .describe('Importe del pago cuando la referencia existe pero el importe no coincide'),
      }),
    )
    .describe('Apuntes que no confirman nada y conviene revisar'),
  already_confirmed: z
    .array(z.object({ ...statementLine, paid_at: isoDateString().nullable() }))
    .describe('Pagos que ya estaban confirmados'),
});

export type BeneficiaryDto = z.infer<typeof beneficiaryResponseSchema>;
export type PaymentBuyerLinkDto = z.infer<typeof paymentBuyerLinkResponseSchema>;
export type PaymentInstructionsDto = z.infer<typeof paymentInstructionsResponseSchema>;
export type PendingPaymentDto = z.infer<typeof pendingPaymentResponseSchema>;
export type PaymentCompanyDto = z.infer<typeof paymentCompanyResponseSchema>;
export type PaymentPageDto = z.infer<typeof paymentPageResponseSchema>;
/**
 * `awaiting_signatures`: not every party has signed yet, so the page shows neither account nor reference
 * (docs/product.md §6 "Pay after signing"). `cancelled`: the contract was cancelled before the money arrived, so
 * the page tells the buyer not to pay.
 */
export type PaymentStatus = PaymentPageDto['status'];
export type StatementLineDto = { [K in keyof typeof statementLine]: z.infer<(typeof statementLine)[K]> };
export type BankStatementImportDto = z.infer<typeof bankStatementImportResponseSchema>;
