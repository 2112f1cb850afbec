// The contract's audit trail vocabulary: every event name once, each with the shape of its details, so a
// reader of contract_events (timeline, evidence record, payments) knows what it finds.
import type { Cents } from '#shared/money/cents.ts';

import type { CancelReasonCode } from './cancel-reasons';
import type { StoredOutcomeRecord } from './outcomes';
import type { PaymentConfirmedDetails, PaymentCreatedDetails, StoredPaymentDetails } from './payment-events';
import type { ContractStatus } from './statuses';

type NoDetails = Record<string, never>;

/**
 * The details each event records now: what a new row is written with (recordContractEvent). A reader gets
 * StoredContractEventDetails, which also holds what earlier releases wrote.
 */
export interface ContractEventDetails {
  created: {
    contract_type: string;
    buyers: number;
    attachments: number;
    contract_language?: string;
    copy_language?: string;
  };
  admin_signed: {
    sha256: string;
    signer: string;
    position?: string;
    powers?: string;
    /** The English courtesy translation's PDF, kept as the buyer downloads it (docs/product.md#each-readers-documents). */
    courtesy_sha256?: string;
    /** Signed while the information sheet marked art. 60.3 items as not stated: which, and the owner's reason if any. */
    missing_information?: { items: string[]; override_reason: string | null };
  };
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
    /** The courtesy translation's PDF the final documents include (docs/product.md#each-readers-documents). */
    courtesy_sha256?: string;
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
  final_document_sent: { recipients: number; pdf_sha256: string; mail_ids?: number[]; courtesy_sha256?: string };
  archived: { status: ContractStatus };
  cancelled: {
    reason: string;
    reason_code: CancelReasonCode | null;
    previous_status: ContractStatus;
    notified_buyers?: number;
    /** condition_not_met: the day the company received the buyer's communication, the refund term's start. */
    communication_received_on?: string;
  };
  email_code_sent: NoDetails;
  email_code_verified: NoDetails;
  reminder_sent: { reminder: number; of: number };
  link_resent: NoDetails;
  /** Amounts in cents (decision 051); read every stored one through paymentAmountCents. */
  payment_created: PaymentCreatedDetails;
  payment_confirmed: PaymentConfirmedDetails;
  /** Every party signed: each buyer was mailed their payment link (docs/product.md §6). */
  payment_links_sent: { transaction_id: string; recipients: number };
  outcome_recorded: StoredOutcomeRecord & { notified_buyers: number };
  /**
   * An owner took a buyer's signing link out of the product (docs/product.md#links-in-company-hands): from then on, in
   * a live installation, that buyer signs only after the code mailed to their own address.
   */
  link_handed_over: { buyer_order: number; person: string; person_id: number | null };
  /** An owner recorded, with a reason, that the reservation lapsed: it no longer holds the property. */
  lapse_recorded: { reason: string };
  /** A buyer withdrew: their own declaration through their link, or a written declaration an owner uploaded. */
  withdrawal_declared: {
    buyer_order: number;
    via: 'link' | 'upload';
    /** The buyer's own words, as they wrote them on their page. */
    statement?: string | null;
    statement_sha256: string | null;
    signature_sha256: string | null;
    document_sha256: string | null;
  };
  /** A recorded outcome was corrected: the new facts and why; the buyers are told again. */
  outcome_corrected: StoredOutcomeRecord & { correction_reason: string; corrects: string; notified_buyers: number };
  /** Mutual agreement: the termination agreement offered to every party (docs/product.md#mutual-agreement). */
  termination_offered: {
    amount_cents: Cents;
    deadline: string;
    expires_at: string;
    /** Of the agreement's binding text (and its copy), what every party signs. */
    sha256: string;
    /** The owner's reason for the cancellation, told to the buyers once every party has signed. */
    reason?: string;
    release?: string;
    /** The buyers who are parties: those who had signed the contract when it was offered. */
    buyer_orders?: number[];
    /** The frozen agreement, in each language it is read in (the binding text first). */
    texts?: { language: 'es' | 'ca' | 'en'; title: string; paragraphs: string[]; release: string }[];
    courtesy?: 'en' | null;
    /** The app's clock when offered (the row's own time is the database's). */
    offered_at?: string;
  };
  /** One party signed the termination agreement (the company, or a buyer through their link), or a paper copy came in. */
  termination_signed: {
    party: 'company' | 'buyer' | 'paper';
    buyer_order: number | null;
    /** Of the agreement signed (termination_offered's sha256). */
    sha256: string;
    /** The company's signer, as their account names them. */
    signer?: { name: string; dni: string; position: string | null; powers: string | null } | null;
    signature_sha256?: string | null;
    /** The uploaded paper agreement's SHA-256. */
    document_sha256?: string | null;
    /** The app's clock when signed. */
    signed_at?: string;
  };
}

export type ContractEventName = keyof ContractEventDetails;

/**
 * The details as a row may hold them, what a reader gets back: payment events recorded before decision 051 kept
 * euros (`amount`) where new ones keep cents. (Outcome records are already read as stored: StoredOutcomeRecord.)
 */
export type StoredContractEventDetails = Omit<ContractEventDetails, 'payment_created' | 'payment_confirmed'> & {
  payment_created: StoredPaymentDetails<PaymentCreatedDetails>;
  payment_confirmed: StoredPaymentDetails<PaymentConfirmedDetails>;
};

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
  'link_handed_over',
  'lapse_recorded',
  'withdrawal_declared',
  'outcome_corrected',
  'termination_offered',
  'termination_signed',
] as const satisfies readonly ContractEventName[];
