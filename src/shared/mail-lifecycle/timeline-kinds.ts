// What the contract timeline shows of the signed contract's mails (docs/product.md §5.4). They come from the mail
// queue, not from contract_events, so they are no contract events; the server writes and the admin names exactly these.

export const MAIL_KINDS = ['final_mail_delivered', 'final_mail_failed'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The details each mail entry carries. */
export interface MailKindDetails {
  final_mail_delivered: { to: string };
  final_mail_failed: { to: string; attempts: number };
}

export const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);
