import { and, asc, eq, exists, isNull, ne, or, sql } from 'drizzle-orm';

import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';
import type { BuyerFileAwaitingDecisionDto } from '#shared/schemas/buyer-file-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { buyerFileDocuments, buyerFiles, contractBuyers, contracts } from '#server/db/schema.ts';

import { contractTypeName } from '../dto';

/**
 * Buyer files an owner has to decide on (docs/product.md §5.7): complete but without a risk, or with a high risk
 * (a PEP declaration makes it high by itself) that no owner approved yet. Contracts still alive only: not cancelled,
 * not archived, files not past their retention. Names and what is awaited only, never the file's contents, so the
 * list is no reading of a file (no audit row); opening a file is.
 */
export async function buyerFilesAwaitingDecision(db: Executor, now: Date): Promise<BuyerFileAwaitingDecisionDto[]> {
  const hasDocument = exists(
    db
      .select({ id: buyerFileDocuments.id })
      .from(buyerFileDocuments)
      .where(eq(buyerFileDocuments.buyerFileId, buyerFiles.id)),
  );
  const rows = await db
    .select({
      contractId: contracts.id,
      contractType: contracts.contractType,
      contractStatus: contracts.status,
      buyerId: contractBuyers.id,
      buyerName: contractBuyers.name,
      risk: buyerFiles.risk,
      updatedAt: buyerFiles.updatedAt,
    })
    .from(buyerFiles)
    .innerJoin(contractBuyers, eq(contractBuyers.id, buyerFiles.buyerId))
    .innerJoin(contracts, eq(contracts.id, buyerFiles.contractId))
    .where(
      and(
        isNull(contracts.archivedAt),
        ne(contracts.status, CONTRACT_STATUS.cancelled),
        or(isNull(buyerFiles.retentionUntil), sql`${buyerFiles.retentionUntil} > ${now}`),
        or(
          and(isNull(buyerFiles.risk), sql`${buyerFiles.declarations} is not null`, hasDocument),
          and(eq(buyerFiles.risk, 'high'), isNull(buyerFiles.highRiskConfirmedAt)),
        ),
      ),
    )
    .orderBy(asc(buyerFiles.updatedAt), asc(contractBuyers.buyerOrder));
  return rows.map((row) => ({
    contract_id: row.contractId,
    contract_type_name: contractTypeName(row.contractType),
    contract_status: row.contractStatus,
    buyer_id: row.buyerId,
    buyer_name: row.buyerName,
    waiting_for: row.risk === 'high' ? 'high_risk_approval' : 'risk',
    since: row.updatedAt.toISOString(),
  }));
}
