import { COMPLIANCE_ONLY_YEARS } from '#shared/retention/contract-retention.ts';
import type { AdminBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { getContract, type ContractAggregate } from '#server/features/contracts/index.ts';
import { amlOrganisation } from '#server/features/settings/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { loadFile, type StoredFile } from '#server/lib/storage.ts';

import { assertReadable } from './assert-not-blocked';
import { nameForType } from './decode-document';
import { toAdminBuyerFileDto } from './dto';
import { buyerOf, findBuyerFile, isBlocked, isBuyerFileRequired, type BuyerFile } from './queries';
import { isAccessLimited } from './retention';

export const COMPLIANCE_ONLY = `Han pasado más de ${COMPLIANCE_ONLY_YEARS} años desde el fin de la relación: solo la persona responsable de la prevención del blanqueo de capitales (Ajustes › Organización PBC) abre el expediente.`;

/** The AML organisation's named person, when there is one; an installation that named nobody keeps the owners' rule. */
async function assertCompliancePerson(db: Executor, actor: Actor): Promise<void> {
  if (actor.userId === null) return;
  const { approver_user_id: approver } = await amlOrganisation(db);
  if (approver !== null && approver !== actor.userId) throw forbidden(COMPLIANCE_ONLY);
}

export const DOCUMENT_NOT_FOUND = 'Documento no encontrado en el expediente';
/** How the audit trail names a buyer reading their own file through their signing link. */
export const BUYER_READER = 'comprador';

/** What every owner's reading of a file needs: the contract, its buyer and the file. */
export type BuyerFileView = {
  tx: Executor;
  aggregate: ContractAggregate;
  buyer: ContractAggregate['buyers'][number];
  file: BuyerFile | null;
};

/**
 * Someone opens a buyer's file: every reading (view, document, export), by an owner or by the buyer through their own
 * link, is an audit row naming the person, written in the same transaction as the read (docs/product.md §5.7). A
 * blocked file is read as existing only.
 */
export async function readBuyerFile<T>(
  db: Database,
  actor: Actor,
  target: {
    contractId: string;
    buyerId: number;
    action: 'view' | 'view_document' | 'export';
    /** Why the owner opens it: required five years after the relationship ended, and then recorded. */
    reason?: string;
    details?: Record<string, unknown>;
  },
  now: Date,
  read: (view: BuyerFileView) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const aggregate = await getContract(tx, target.contractId);
    const buyer = buyerOf(aggregate, target.buyerId);
    const file = await findBuyerFile(tx, buyer.id);
    if (target.action !== 'view') {
      if (!file) throw notFound(DOCUMENT_NOT_FOUND);
      assertReadable(file.row, now, target.reason);
    }
    // From E + 5 years only the compliance person opens its contents (docs/product.md#contract-retention).
    if (file && isAccessLimited(file.row, now) && (target.action !== 'view' || target.reason))
      await assertCompliancePerson(tx, actor);
    const result = await read({ tx, aggregate, buyer, file });
    await recordAudit(tx, actor, target.action, 'buyer_file', file?.row.id ?? null, {
      contract_id: aggregate.contract.id,
      buyer_id: buyer.id,
      ...(file && isBlocked(file.row, now) ? { blocked: true } : {}),
      ...(file && isAccessLimited(file.row, now) ? { access_limited: true } : {}),
      ...(target.reason ? { reason: target.reason } : {}),
      ...target.details,
    });
    return result;
  });
}

/** The owners' view; five years after the relationship ended, its contents only with a `reason`. */
export function viewBuyerFile(
  db: Database,
  actor: Actor,
  contractId: string,
  buyerId: number,
  now: Date,
  reason?: string,
): Promise<AdminBuyerFileDto> {
  return readBuyerFile(
    db,
    actor,
    { contractId, buyerId, action: 'view', reason },
    now,
    async ({ tx, aggregate, buyer, file }) =>
      toAdminBuyerFileDto(tx, aggregate, buyer, file, {
        required: await isBuyerFileRequired(tx, aggregate.contract),
        now,
        reason,
      }),
  );
}

export function buyerFileDocument(
  db: Database,
  actor: Actor,
  target: { contractId: string; buyerId: number; documentId: number; reason?: string },
  now: Date,
): Promise<{ filename: string; file: StoredFile }> {
  const { contractId, buyerId, documentId, reason } = target;
  return readBuyerFile(
    db,
    actor,
    { contractId, buyerId, action: 'view_document', reason, details: { document_id: documentId } },
    now,
    async ({ tx, file }) => {
      const document = file?.documents.find((d) => d.id === documentId);
      const stored = document ? await loadFile(tx, document.fileId) : undefined;
      if (!document || !stored) throw notFound(DOCUMENT_NOT_FOUND);
      return { filename: nameForType(document.filename, document.contentType), file: stored };
    },
  );
}
