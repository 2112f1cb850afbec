import type { AdminBuyerFileDto, PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import type { Executor } from '#server/db/client.ts';
import type { BuyerRow } from '#server/features/contracts/queries.ts';

import {
  declarationsOf,
  isBlocked,
  isComplete,
  personNames,
  type BuyerFile,
  type BuyerFileDocumentRow,
} from './queries';
import { accessLimitedFrom, isAccessLimited } from './retention';

const toDocumentDto = (document: BuyerFileDocumentRow) => ({
  id: document.id,
  filename: document.filename,
  content_type: document.contentType as PublicBuyerFileDto['documents'][number]['content_type'],
  size: document.size,
  uploaded_by: document.uploadedBy,
  uploaded_at: document.uploadedAt.toISOString(),
});

export function toPublicBuyerFileDto(file: BuyerFile | null, required: boolean): PublicBuyerFileDto {
  return {
    required,
    complete: isComplete(file),
    declarations: file ? declarationsOf(file.row) : null,
    documents: file ? file.documents.map(toDocumentDto) : [],
  };
}

/**
 * The owners' view; a blocked file says only that it exists and until when it was kept, a deleted one who deleted
 * it, when and why, and one past five years shows its contents only when opened with a reason.
 */
export async function toAdminBuyerFileDto(
  db: Executor,
  contractId: string,
  buyer: BuyerRow,
  file: BuyerFile | null,
  { required, now, reason }: { required: boolean; now: Date; reason?: string },
): Promise<AdminBuyerFileDto> {
  const limitedFrom = file ? accessLimitedFrom(file.row) : null;
  const base = {
    contract_id: contractId,
    buyer_id: buyer.id,
    buyer: { name: buyer.name, email: buyer.email, dni: buyer.dni },
    exists: file !== null,
    retention_until: file?.row.retentionUntil?.toISOString() ?? null,
    access_limited_from: limitedFrom?.toISOString() ?? null,
    access_limited: file !== null && isAccessLimited(file.row, now),
    purged:
      file?.row.purgedAt != null
        ? { at: file.row.purgedAt.toISOString(), by: file.row.purgedBy ?? '', reason: file.row.purgeReason ?? '' }
        : null,
    required,
  };
  const withheld = file !== null && base.access_limited && !reason;
  if (!file || isBlocked(file.row, now) || withheld) {
    return {
      ...base,
      blocked: file !== null && isBlocked(file.row, now),
      complete: file !== null && !isBlocked(file.row, now) && isComplete(file),
      declarations: null,
      declared: null,
      documents: [],
      review: null,
      high_risk_confirmed: null,
      blocks_signing: false,
    };
  }
  const { row } = file;
  const names = await personNames(db, [row.reviewedBy, row.highRiskConfirmedBy]);
  const nameOf = (id: number | null) => (id === null ? 'persona eliminada' : (names.get(id) ?? 'persona eliminada'));
  return {
    ...base,
    blocked: false,
    complete: isComplete(file),
    declarations: declarationsOf(row),
    declared: row.declaredAt ? { name: row.declaredBy ?? '', at: row.declaredAt.toISOString() } : null,
    documents: file.documents.map(toDocumentDto),
    review:
      row.risk && row.reviewedAt
        ? { risk: row.risk, reason: row.riskReason ?? '', by: nameOf(row.reviewedBy), at: row.reviewedAt.toISOString() }
        : null,
    high_risk_confirmed: row.highRiskConfirmedAt
      ? {
          name: nameOf(row.highRiskConfirmedBy),
          at: row.highRiskConfirmedAt.toISOString(),
          reason: row.highRiskConfirmReason,
        }
      : null,
    blocks_signing: row.risk === 'high' && row.highRiskConfirmedAt === null,
  };
}
