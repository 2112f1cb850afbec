// GET /api/cms/contracts/{id}/timeline: the contract's evidence in time order (docs/product.md §5.4).
export type TimelineEntryDto = {
  /** An audit-trail event (created, admin_signed, emails_sent, viewed, buyer_signed, sealed, payment_created…),
   *  or one derived from the mail queue (final_mail_delivered, final_mail_failed). */
  kind: string;
  at: string;
  actor: string | null;
  buyer: { id: number; name: string; email: string } | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown>;
};
