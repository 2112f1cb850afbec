// GET /api/cms/contracts/{id}/signing-links (docs/product.md §5.4): each buyer's link, its expiry and reminders.
export type SigningLinkStateDto = {
  buyer_id: number;
  /** Last time the link was mailed (sent, or re-sent with 'Reenviar enlace'); null if never mailed. */
  sent_at: string | null;
  /** Null while the contract is not awaiting this buyer's signature. */
  expires_at: string | null;
  expired: boolean;
  reminders_sent: number;
  /** When the scheduler will send the next reminder; null when none is due any more. */
  next_reminder_at: string | null;
};
