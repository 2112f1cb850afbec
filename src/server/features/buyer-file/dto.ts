import type { BuyerIdType } from '#shared/identity/identity-document.ts';
import { identitySidesCovered, sidesNeeded } from '#shared/identity/identity-sides.ts';
import type { AdminBuyerFileDto, PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import type { Executor } from '#server/db/client.ts';
import type { BuyerRow, ContractAggregate } from '#server/features/contracts/index.ts';

import { identificationAnswer } from './identification';
import { awaitsDecision } from './notify-file-decision';
import {
  declarationsOf,
  isBlocked,
  isComplete,
  personNames,
  type BuyerFile,
  type BuyerFileDocumentRow,
} from './queries';
import { accessLimitedFrom, isAccessLimited } from './retention';
import { AUTOMATIC_PEP_REVIEWER, PEP_RISK_REASON } from './save-buyer-declarations';

const toDocumentDto = (document: BuyerFileDocumentRow) => ({
  id: document.id,
  kind: document.kind,
  filename: document.filename,
  content_type: document.contentType as PublicBuyerFileDto['documents'][number]['content_type'],
  size: document.size,
  uploaded_by: document.uploadedBy,
  uploaded_at: document.uploadedAt.toISOString(),
});

/**
 * Enhanced measures (art. 14): a high risk (a PEP declaration makes it high) awaiting the owner's approval asks the
 * buyer for evidence of the source of their funds or wealth, which the approval needs. The page never says "high
 * risk": only what the company asks for.
 */
const fundsRequested = ({ row }: BuyerFile): boolean =>
  row.highRiskConfirmedAt === null && (row.risk === 'high' || declarationsOf(row)?.is_pep === true);

export function toPublicBuyerFileDto(
  file: BuyerFile | null,
  idType: BuyerIdType,
  required: boolean,
): PublicBuyerFileDto {
  const documents = file?.documents ?? [];
  return {
    required,
    complete: isComplete(file, idType),
    under_review: required && awaitsDecision(file, idType),
    sides_needed: sidesNeeded(idType),
    identity_complete: identitySidesCovered(idType, documents),
    funds_requested: file !== null && fundsRequested(file),
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
  aggregate: Pick<ContractAggregate, 'contract' | 'buyers'>,
  buyer: BuyerRow,
  file: BuyerFile | null,
  { required, now, reason }: { required: boolean; now: Date; reason?: string },
): Promise<AdminBuyerFileDto> {
  const limitedFrom = file ? accessLimitedFrom(file.row) : null;
  const base = {
    contract_id: aggregate.contract.id,
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
      complete: file !== null && !isBlocked(file.row, now) && isComplete(file, buyer.idType),
      declarations: null,
      declared: null,
      documents: [],
      review: null,
      high_risk_confirmed: null,
      blocks_signing: false,
      // No file yet: how the buyer is identified still shows (the payment may do it); a withheld one shows nothing.
      identification: file === null ? await identificationAnswer(db, aggregate, buyer, null) : null,
    };
  }
  const { row } = file;
  const names = await personNames(db, [row.reviewedBy, row.highRiskConfirmedBy]);
  const nameOf = (id: number | null) => (id === null ? 'persona eliminada' : (names.get(id) ?? 'persona eliminada'));
  // A PEP declaration makes the risk high by itself: no person assessed it (docs/product.md#reasons).
  const reviewer = row.reviewedBy === null && row.riskReason === PEP_RISK_REASON ? AUTOMATIC_PEP_REVIEWER : null;
  return {
    ...base,
    blocked: false,
    complete: isComplete(file, buyer.idType),
    declarations: declarationsOf(row),
    declared: row.declaredAt ? { name: row.declaredBy ?? '', at: row.declaredAt.toISOString() } : null,
    documents: file.documents.map(toDocumentDto),
    review:
      row.risk && row.reviewedAt
        ? {
            risk: row.risk,
            reason: row.riskReason ?? '',
            by: reviewer ?? nameOf(row.reviewedBy),
            at: row.reviewedAt.toISOString(),
          }
        : null,
    high_risk_confirmed: row.highRiskConfirmedAt
      ? {
          name: nameOf(row.highRiskConfirmedBy),
          at: row.highRiskConfirmedAt.toISOString(),
          reason: row.highRiskConfirmReason,
        }
      : null,
    blocks_signing: row.risk === 'high' && row.highRiskConfirmedAt === null,
    identification: await identificationAnswer(db, aggregate, buyer, row),
  };
}
