import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';

import { CONTRACT_STATUS, PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { identificationOf, needsMeasure } from '#shared/identity/buyer-identification.ts';
import type { BuyerFileAwaitingDecisionDto } from '#shared/schemas/buyer-file-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { buyerFileDocuments, buyerFiles, contractBuyers, contracts, payments } from '#server/db/schema.ts';
import { contractTypeName } from '#server/features/contracts/index.ts';

import { confirmedPaymentsOf, recordedMeasureOf } from './identification';

/** The contract is alive and the file still kept: not cancelled, not archived, not past its retention. */
const alive = (now: Date) =>
  and(
    isNull(contracts.archivedAt),
    ne(contracts.status, CONTRACT_STATUS.cancelled),
    or(isNull(buyerFiles.retentionUntil), sql`${buyerFiles.retentionUntil} > ${now}`),
  );

/**
 * Buyer files an owner has to decide on (docs/product.md §5.7): complete but without a risk, or with a high risk
 * (a PEP declaration makes it high by itself) that no owner approved yet; and, once the money arrived, a buyer the
 * transfer did not identify (docs/product.md#identified-buyers). Contracts still alive only. Names and what is awaited
 * only, never the file's contents, so the list is no reading of a file (no audit row); opening a file is.
 */
export async function buyerFilesAwaitingDecision(db: Executor, now: Date): Promise<BuyerFileAwaitingDecisionDto[]> {
  // Both sides of the identity document (a PDF carries both; a passport has one), as isComplete counts them.
  const identity = db
    .select({
      fileId: buyerFileDocuments.buyerFileId,
      photos: sql<number>`count(*)`.as('photos'),
      pdfs: sql<number>`count(*) filter (where ${buyerFileDocuments.contentType} = 'application/pdf')`.as('pdfs'),
    })
    .from(buyerFileDocuments)
    .where(and(eq(buyerFileDocuments.kind, 'identity'), isNull(buyerFileDocuments.removedAt)))
    .groupBy(buyerFileDocuments.buyerFileId)
    .as('identity');
  const sidesCovered = or(
    sql`${identity.pdfs} > 0`,
    sql`${identity.photos} >= case when ${contractBuyers.idType} = 'passport' then 1 else 2 end`,
  );
  const select = {
    contractId: contracts.id,
    contractType: contracts.contractType,
    contractStatus: contracts.status,
    buyerId: contractBuyers.id,
    buyerName: contractBuyers.name,
    risk: buyerFiles.risk,
    updatedAt: buyerFiles.updatedAt,
  };
  const decisions = await db
    .select(select)
    .from(buyerFiles)
    .innerJoin(contractBuyers, eq(contractBuyers.id, buyerFiles.buyerId))
    .innerJoin(contracts, eq(contracts.id, buyerFiles.contractId))
    .leftJoin(identity, eq(identity.fileId, buyerFiles.id))
    .where(
      and(
        alive(now),
        or(
          and(isNull(buyerFiles.risk), sql`${buyerFiles.declarations} is not null`, sidesCovered),
          and(eq(buyerFiles.risk, 'high'), isNull(buyerFiles.highRiskConfirmedAt)),
        ),
      ),
    )
    .orderBy(asc(buyerFiles.updatedAt), asc(contractBuyers.buyerOrder));
  const items: BuyerFileAwaitingDecisionDto[] = decisions.map((row) => ({
    contract_id: row.contractId,
    contract_type_name: contractTypeName(row.contractType),
    contract_status: row.contractStatus,
    buyer_id: row.buyerId,
    buyer_name: row.buyerName,
    waiting_for: row.risk === 'high' ? 'high_risk_approval' : 'risk',
    since: row.updatedAt.toISOString(),
  }));
  return [...items, ...(await unidentifiedBuyers(db, now))];
}

/**
 * Buyers of a paid contract whom the payment did not identify (another buyer paid, or from an account outside the
 * EU/EEA or not recorded) and for whom no owner recorded a measure: an open item until one does (RD 304/2014 art. 21).
 */
async function unidentifiedBuyers(db: Executor, now: Date): Promise<BuyerFileAwaitingDecisionDto[]> {
  const paidContracts = db
    .selectDistinct({ id: payments.contractId })
    .from(payments)
    .where(eq(payments.status, PAYMENT_STATUS.paid));
  const rows = await db
    .select({
      contractId: contracts.id,
      contractType: contracts.contractType,
      contractStatus: contracts.status,
      file: buyerFiles,
    })
    .from(buyerFiles)
    .innerJoin(contracts, eq(contracts.id, buyerFiles.contractId))
    .where(and(alive(now), isNull(buyerFiles.purgedAt), inArray(buyerFiles.contractId, paidContracts)))
    .orderBy(asc(buyerFiles.updatedAt));
  const items: BuyerFileAwaitingDecisionDto[] = [];
  const byContract = new Map<string, Awaited<ReturnType<typeof contractFacts>>>();
  for (const row of rows) {
    if (!byContract.has(row.contractId)) byContract.set(row.contractId, await contractFacts(db, row.contractId));
    const { buyers, paid } = byContract.get(row.contractId)!;
    const buyer = buyers.find((candidate) => candidate.id === row.file.buyerId);
    if (!buyer || !needsMeasure(identificationOf(buyer, buyers, paid, recordedMeasureOf(row.file)))) continue;
    items.push({
      contract_id: row.contractId,
      contract_type_name: contractTypeName(row.contractType),
      contract_status: row.contractStatus,
      buyer_id: buyer.id,
      buyer_name: buyer.name,
      waiting_for: 'identification',
      since: (paid[0]?.paidAt ?? row.file.updatedAt).toISOString(),
    });
  }
  return items;
}

async function contractFacts(db: Executor, contractId: string) {
  const buyers = await db
    .select({ id: contractBuyers.id, name: contractBuyers.name, dni: contractBuyers.dni })
    .from(contractBuyers)
    .where(eq(contractBuyers.contractId, contractId))
    .orderBy(asc(contractBuyers.buyerOrder));
  return { buyers, paid: await confirmedPaymentsOf(db, contractId) };
}
