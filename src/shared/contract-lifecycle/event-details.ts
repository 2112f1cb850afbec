// The shape of each event's details as a schema (decision 030), so a reader of contract_events checks what it finds
// instead of trusting a cast: the timeline, the event list and the sealing read details through
// `parseContractEventDetails`. Objects are loose: a key an earlier release wrote is kept and shown, never dropped.
// Not exported from the lifecycle's index: the public pages import that index and carry no zod (docs/performance.md).
import { z } from 'zod';

import { fitsInCents } from '#shared/money/cents.ts';
import { centsSchema, nonnegativeCentsSchema } from '#shared/schemas/cents-schema.ts';

import { CANCEL_REASON_CODES } from './cancel-reasons';
import { CONTRACT_EVENT_NAMES, type ContractEventName, type StoredContractEventDetails } from './events';
import { CONTRACT_OUTCOMES } from './outcomes';
import { CONTRACT_STATUSES } from './statuses';

const sha256 = z.string();
const count = z.number().int().nonnegative();
const noDetails = z.looseObject({}) as unknown as z.ZodType<Record<string, never>>;
const contractStatus = z.enum(CONTRACT_STATUSES);

/** Euros as releases before the cents wrote them (read once, into cents): any amount the cents can hold. */
const legacyEuros = z.number().refine(fitsInCents);
const amount = centsSchema();
/** An outcome as recorded: cents since wave 5; earlier records kept euros (paid_amount, refund_amount). */
const outcomeRecord = z.looseObject({
  outcome: z.enum(CONTRACT_OUTCOMES),
  date: z.string(),
  notary: z.string().nullable(),
  protocol: z.string().nullable(),
  reason: z.string().nullable(),
  refund_due_date: z.string().nullable(),
  delivered_cents: amount.optional(),
  forfeited_cents: amount.nullable().optional(),
  refund_cents: amount.nullable().optional(),
  clause: z.string().nullable().optional(),
  evidence_sha256: z.string().nullable().optional(),
  paid_amount: legacyEuros.optional(),
  refund_amount: legacyEuros.nullable().optional(),
  recorded_at: z.string(),
  recorded_by: z.string(),
});

/**
 * A payment event: its amount in cents since decision 051, in euros (`amount`) before it. Read the amount through
 * paymentAmountCents.
 */
function paymentDetails<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const common = { transaction_id: z.string(), payment_type: z.string(), reference: z.string(), ...shape };
  return z.union([
    z.looseObject({ ...common, amount_cents: nonnegativeCentsSchema() }),
    z.looseObject({ ...common, amount: legacyEuros }),
  ]);
}

export const CONTRACT_EVENT_DETAIL_SCHEMAS = {
  created: z.looseObject({
    contract_type: z.string(),
    buyers: count,
    attachments: count,
    contract_language: z.string().optional(),
  }),
  admin_signed: z.looseObject({
    sha256,
    signer: z.string(),
    position: z.string().optional(),
    powers: z.string().optional(),
    courtesy_sha256: sha256.optional(),
    missing_information: z
      .looseObject({ items: z.array(z.string()), override_reason: z.string().nullable() })
      .optional(),
  }),
  emails_sent: z.looseObject({ recipients: count }),
  viewed: noDetails,
  buyer_signed: z.looseObject({
    buyer_order: count,
    signature_sha256: sha256,
    signed_text_sha256: sha256.nullable().optional(),
  }),
  signed: z.looseObject({ sha256: sha256.nullable() }),
  sealed: z.looseObject({
    pdf_sha256: sha256,
    certificate_subject: z.string(),
    certificate_fingerprint: z.string(),
    timestamp_authority: z.string().optional(),
    timestamped_at: z.string().optional(),
    courtesy_sha256: sha256.optional(),
  }),
  seal_pending: z.looseObject({ reason: z.string() }),
  timestamped: z.looseObject({
    pdf_sha256: sha256,
    timestamp_authority: z.string(),
    timestamped_at: z.string(),
    document_timestamped_at: z.string(),
  }),
  final_document_sent: z.looseObject({
    recipients: count,
    pdf_sha256: sha256,
    mail_ids: z.array(z.number().int()).optional(),
    courtesy_sha256: sha256.optional(),
  }),
  archived: z.looseObject({ status: contractStatus }),
  cancelled: z.looseObject({
    reason: z.string(),
    reason_code: z.enum(CANCEL_REASON_CODES).nullable(),
    previous_status: contractStatus,
    notified_buyers: count.optional(),
    communication_received_on: z.string().optional(),
  }),
  email_code_sent: noDetails,
  email_code_verified: noDetails,
  reminder_sent: z.looseObject({ reminder: count, of: count }),
  link_resent: noDetails,
  payment_created: paymentDetails({}),
  payment_confirmed: paymentDetails({
    contract_status: contractStatus,
    payer_name: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
  }),
  payment_links_sent: z.looseObject({ transaction_id: z.string(), recipients: count }),
  outcome_recorded: outcomeRecord.extend({ notified_buyers: count }),
  link_handed_over: z.looseObject({ buyer_order: count, person: z.string(), person_id: z.number().int().nullable() }),
  lapse_recorded: z.looseObject({ reason: z.string() }),
  withdrawal_declared: z.looseObject({
    buyer_order: count,
    via: z.enum(['link', 'upload']),
    statement: z.string().nullable().optional(),
    statement_sha256: sha256.nullable(),
    signature_sha256: sha256.nullable(),
    document_sha256: sha256.nullable(),
  }),
  outcome_corrected: outcomeRecord.extend({
    correction_reason: z.string(),
    corrects: z.string(),
    notified_buyers: count,
  }),
  termination_offered: z.looseObject({
    amount_cents: nonnegativeCentsSchema(),
    deadline: z.string(),
    expires_at: z.string(),
    sha256,
    reason: z.string().optional(),
    release: z.string().optional(),
    buyer_orders: z.array(count).optional(),
    texts: z
      .array(
        z.object({
          language: z.enum(['es', 'ca', 'en']),
          title: z.string(),
          paragraphs: z.array(z.string()),
          release: z.string(),
        }),
      )
      .optional(),
    courtesy: z.literal('en').nullable().optional(),
    offered_at: z.string().optional(),
  }),
  termination_signed: z.looseObject({
    party: z.enum(['company', 'buyer', 'paper']),
    buyer_order: count.nullable(),
    sha256,
    signer: z
      .object({ name: z.string(), dni: z.string(), position: z.string().nullable(), powers: z.string().nullable() })
      .nullable()
      .optional(),
    signature_sha256: sha256.nullable().optional(),
    document_sha256: sha256.nullable().optional(),
    signed_at: z.string().optional(),
  }),
} as const satisfies { [E in ContractEventName]: z.ZodType<StoredContractEventDetails[E]> };

/** An event read back: its details as its schema promises, or (`valid: false`) as stored, for display only. */
export type ReadContractEvent =
  | { [E in ContractEventName]: { event: E; valid: true; details: StoredContractEventDetails[E] } }[ContractEventName]
  | { event: string; valid: false; details: Record<string, unknown> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks stored details against their event's schema. Rows from before a schema existed, or hand-edited ones, come
 * back `valid: false` with whatever object they hold (nothing else): a reader shows them and relies on none of it.
 */
export function parseContractEventDetails(event: string, details: unknown): ReadContractEvent {
  const name = (CONTRACT_EVENT_NAMES as readonly string[]).includes(event) ? (event as ContractEventName) : null;
  const stored = details ?? {};
  if (name) {
    const parsed = CONTRACT_EVENT_DETAIL_SCHEMAS[name].safeParse(stored);
    if (parsed.success) return { event: name, valid: true, details: parsed.data } as ReadContractEvent;
  }
  return { event, valid: false, details: isPlainObject(stored) ? stored : {} };
}

/** The details of `event` when the row is that event and they pass its schema; otherwise null. */
export function detailsOf<E extends ContractEventName>(
  event: E,
  row: { event: string; details: unknown },
): StoredContractEventDetails[E] | null {
  if (row.event !== event) return null;
  const read = parseContractEventDetails(row.event, row.details);
  return read.valid ? (read.details as StoredContractEventDetails[E]) : null;
}
