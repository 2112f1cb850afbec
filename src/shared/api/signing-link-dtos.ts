// GET /api/cms/contracts/{id}/signing-links (docs/product.md §5.4): each buyer's link, its expiry and reminders.
export type { SigningLinkStateDto } from '#shared/schemas/signing-schemas.ts';
