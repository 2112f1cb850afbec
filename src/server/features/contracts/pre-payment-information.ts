import { and, eq, inArray, isNull } from 'drizzle-orm';

import { awaitsPayment, buyerFileRequiredFor, prePaymentWarnings } from '#shared/banking/pre-payment-information.ts';
import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contractAttachments, contracts } from '#server/db/schema.ts';
import { getSettings } from '#server/features/settings/index.ts';

const AWAITING_PAYMENT = CONTRACT_STATUSES.filter(awaitsPayment);

/**
 * How many live contracts will be paid on account (more than 1 % of the price) while their information sheet or a
 * required buyer file is missing: the dashboard's checklist item (docs/product.md#31-property-listings-what-a-buyer-is-told).
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
      })
      .from(contracts)
      .where(and(isNull(contracts.archivedAt), inArray(contracts.status, AWAITING_PAYMENT))),
    db
      .selectDistinct({ contractId: contractAttachments.contractId })
      .from(contractAttachments)
      .where(eq(contractAttachments.kind, 'information_sheet')),
  ]);
  const withSheet = new Set(sheets.map((sheet) => sheet.contractId));
  return rows.filter(
    (row) =>
      prePaymentWarnings(
        { ...row, archived: false, hasInformationSheet: withSheet.has(row.id) },
        buyerFileRequiredFor(row.contractType, settings),
      ).length > 0,
  ).length;
}
