// GET /api/cms/contracts/{id}/timeline: the contract's evidence in time order (docs/product.md §5.4).
export type { TimelineEntryDto } from '#shared/schemas/contract-schema.ts';
