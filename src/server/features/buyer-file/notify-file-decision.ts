import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';
import type { BuyerIdType } from '#shared/identity/identity-document.ts';
import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import {
  buyerLanguage,
  contractTypeName,
  type BuyerRow,
  type ContractRow,
  type SigningLinkOf,
} from '#server/features/contracts/index.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { buyerFileAwaitingMail, buyerFileClearedMail } from './mails';
import { findBuyerFile, isBuyerFileRequired, isComplete, type BuyerFile } from './queries';

/** The file is complete and no owner has decided yet: that buyer cannot sign (docs/product.md#file-before-bond). */
export const awaitsDecision = (file: BuyerFile | null, idType: BuyerIdType): boolean =>
  isComplete(file, idType) &&
  (file!.row.risk === null || (file!.row.risk === 'high' && file!.row.highRiskConfirmedAt === null));

/** Assessed (and, for a high risk, approved): the buyer may sign. */
export const isCleared = (file: BuyerFile | null, idType: BuyerIdType): boolean =>
  isComplete(file, idType) && !awaitsDecision(file, idType);

/**
 * The buyer just completed their file (it was not complete before this change): the company is told by mail, in the
 * same transaction, that a decision is due. Only when the contract's policy requires the file.
 */
export async function mailCompanyWhenAwaiting(
  tx: Executor,
  contract: ContractRow,
  buyer: BuyerRow,
  wasComplete: boolean,
  publicUrl: string,
): Promise<void> {
  if (wasComplete || !(await isBuyerFileRequired(tx, contract))) return;
  const file = await findBuyerFile(tx, buyer.id);
  if (!awaitsDecision(file, buyer.idType)) return;
  const company = await companyDetails(tx);
  if (!company.company_email.trim()) return;
  const mail = buyerFileAwaitingMail({
    buyerName: buyer.name,
    contractShortId: contract.id.slice(0, 8),
    adminUrl: `${publicUrl}/cms/contracts`,
  });
  await enqueueMail(tx, { kind: 'buyer_file_awaiting', to: company.company_email.trim(), ...mail });
}

/**
 * An owner's decision cleared a file that held a signature back: the buyer is told in their language, with their link.
 * Nothing when the buyer already signed or the contract no longer awaits signatures.
 */
export async function mailBuyerWhenCleared(
  tx: Executor,
  contract: ContractRow,
  buyer: BuyerRow,
  linkOf: SigningLinkOf,
): Promise<void> {
  if (buyer.signedAt !== null || !isAwaitingSignatures(contract.status) || contract.archivedAt !== null) return;
  if (!(await isBuyerFileRequired(tx, contract)) || !isCleared(await findBuyerFile(tx, buyer.id), buyer.idType)) return;
  const company = await companyDetails(tx);
  const language = buyerLanguage(buyer);
  const mail = buyerFileClearedMail({
    buyerName: buyer.name,
    contractName: contractTypeName(contract.contractType, language),
    companyName: company.company_name.trim() || company.legal_name.trim(),
    url: linkOf(buyer),
    language,
  });
  await enqueueMail(tx, { kind: 'buyer_file_cleared', to: buyer.email, ...mail });
}
