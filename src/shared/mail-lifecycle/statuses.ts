// A queued mail's life (decision 010): pending until the worker delivers it (sent), or failed after its last attempt.
// The worker, the dashboard, the metrics and the contract timeline read these; the database refuses any other value.

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS = { pending: 'pending', sent: 'sent', failed: 'failed' } as const satisfies {
  [S in MailStatus]: S;
};
/** Mails still owed to someone: waiting for delivery, or given up on (the dashboard shows both). */
export const UNDELIVERED_MAIL_STATUSES = ['pending', 'failed'] as const satisfies readonly MailStatus[];
