// The admin audit log's vocabulary (docs/product.md §4): what an administrator (or the system) did, and to what.
// The writer accepts only these, the database refuses anything else, and a reader finds every value here. Each list
// keeps every value any release wrote, so old rows stay valid.

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'replace',
  'reorder',
  'purge',
  'import',
  'invite',
  'deactivate',
  'change_password',
  'reset_password',
  'sign',
  'cancel',
  'archive',
  'send_signature_emails',
  'resend_signing_link',
  'reveal_signing_links',
  'copy_signing_link',
  'mark_paid',
  'record_outcome',
  'declare',
  'review',
  'confirm_high_risk',
  'add_document',
  'remove_document',
  'view',
  'view_document',
  'export',
  'go_live',
  'hand_over_signing_link',
  'record_lapse',
  'correct_outcome',
  'offer_termination',
  'sign_termination',
  'end_session',
  'confirm_clock',
  'publish',
  'poll',
  'send_listing',
  'legal_access',
  'legal_hold',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'user',
  'person',
  'property',
  'content',
  'menu',
  'settings',
  'contact',
  'contract',
  'signing_link',
  'payment',
  'bank_statement',
  'buyer_file',
  'session',
  'portal_feed',
  'viewing',
  'demand',
  'mailbox',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
