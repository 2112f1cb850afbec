import { and, eq, inArray, isNull } from 'drizzle-orm';

import { awaitsPayment, buyerFileRequiredFor, prePaymentWarnings } from '#shared/banking/pre-payment-information.ts';
import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contractAttachments, contracts } from '#server/db/schema.ts';
import { getSettings } from '#server/features/settings/index.ts';

const AWAITING_PAYMENT = CONTRACT_STATUSES.filter(awaitsPayment);

/**
 * How many live contracts will be paid on account (more than 1 % of the price) while their information sheet (or an
 * item it must state) or a required buyer file is missing: the dashboard's checklist item (docs/product.md#31-property-listings-what-a-buyer-is-told).
 */
export async function contractsMissingPrePaymentInformation(db: Executor): Promise<number> {
  const [settings, rows, sheets] = await Promise.all([
    getSettings(db),
    db
      .select({
        id: contracts.id,
        contractType: contracts.contractType,
        contractData: contracts.contractData,
        status: contracts.status,
        signedTerms: contracts.signedTerms,
      })
      .from(contracts)
      .where(and(isNull(contracts.archivedAt), inArray(contracts.status, AWAITING_PAYMENT))),
    db
      .select({ contractId: contractAttachments.contractId, sheet: contractAttachments.sheet })
      .from(contractAttachments)
      .where(eq(contractAttachments.kind, 'information_sheet')),
  ]);
  const withSheet = new Set(sheets.map((sheet) => sheet.contractId));
  const missing = new Map<string, number>();
  for (const sheet of sheets)
    missing.set(sheet.contractId, (missing.get(sheet.contractId) ?? 0) + (sheet.sheet?.missing.length ?? 0));
  return rows.filter(
    (row) =>
      prePaymentWarnings(
        {
          ...row,
          archived: false,
          hasInformationSheet: withSheet.has(row.id),
          // Only whether something is missing counts here; the contract's own warning names each item.
          missingSheetItems: Array.from({ length: missing.get(row.id) ?? 0 }, () => ''),
        },
        row.signedTerms?.policy.buyer_file_required ?? buyerFileRequiredFor(row.contractType, settings),
      ).length > 0,
  ).length;
}
