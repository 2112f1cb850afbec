// The contract's audit trail vocabulary: every event name once, each with the shape of its details, so a
// reader of contract_events (timeline, evidence record, payments) knows what it finds.
import type { CancelReasonCode } from './cancel-reasons';
import type { ContractOutcomeRecord } from './outcomes';
import type { ContractStatus } from './statuses';

type NoDetails = Record<string, never>;

export interface ContractEventDetails {
  created: {
    contract_type: string;
    buyers: number;
    attachments: number;
    contract_language?: string;
    copy_language?: string;
  };
  admin_signed: { sha256: string; signer: string; position?: string; powers?: string };
  emails_sent: { recipients: number };
  viewed: NoDetails;
  // signed_text_sha256 and mail_ids are absent from rows written by the first releases (upgrade fixtures).
  buyer_signed: { buyer_order: number; signature_sha256: string; signed_text_sha256?: string | null };
  signed: { sha256: string | null };
  sealed: {
    pdf_sha256: string;
    certificate_subject: string;
    certificate_fingerprint: string;
    /** Present on seals made before 2026-11-27, when the authority was asked while sealing (docs/product.md §5.5). */
    timestamp_authority?: string;
    timestamped_at?: string;
  };
  /** The seal job could not get a time-stamp that passes every check: the trusted time waits and is retried. */
  seal_pending: { reason: string };
  /** The seal job added the verified trusted time and the validation data (PAdES-B-LTA) to the sealed PDF. */
  timestamped: {
    pdf_sha256: string;
    timestamp_authority: string;
    timestamped_at: string;
    document_timestamped_at: string;
  };
  final_document_sent: { recipients: number; pdf_sha256: string; mail_ids?: number[] };
  archived: { status: ContractStatus };
  cancelled: {
    reason: string;
    reason_code: CancelReasonCode | null;
    previous_status: ContractStatus;
    notified_buyers?: number;
  };
  email_code_sent: NoDetails;
  email_code_verified: NoDetails;
  reminder_sent: { reminder: number; of: number };
  link_resent: NoDetails;
  payment_created: { transaction_id: string; payment_type: string; amount: number; reference: string };
  payment_confirmed: {
    transaction_id: string;
    payment_type: string;
    amount: number;
    reference: string;
    contract_status: ContractStatus;
    /** Who the money came from, when known (bank statement, or the owner who confirmed by hand). */
    payer_name?: string | null;
    /** An owner's reason to confirm a transfer the import could not (another payer, no statement). */
    reason?: string | null;
  };
  /** Every party signed: each buyer was mailed their payment link (docs/product.md §6). */
  payment_links_sent: { transaction_id: string; recipients: number };
  outcome_recorded: ContractOutcomeRecord & { notified_buyers: number };
}

export type ContractEventName = keyof ContractEventDetails;

export const CONTRACT_EVENT_NAMES = [
  'created',
  'admin_signed',
  'emails_sent',
  'viewed',
  'buyer_signed',
  'signed',
  'sealed',
  'seal_pending',
  'timestamped',
  'final_document_sent',
  'archived',
  'cancelled',
  'email_code_sent',
  'email_code_verified',
  'reminder_sent',
  'link_resent',
  'payment_created',
  'payment_confirmed',
  'payment_links_sent',
  'outcome_recorded',
] as const satisfies readonly ContractEventName[];
