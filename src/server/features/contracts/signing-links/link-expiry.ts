// The expiry check of the signing link (docs/product.md §5.4). Kept as its own step of the access path
// (contracts/access.ts), next to any other reason a link stops working.
import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import type { BuyerRow, ContractRow } from '#server/features/contracts/queries.ts';
import { getSettings } from '#server/features/settings/index.ts';
import { AppError } from '#server/lib/errors.ts';

import { awaitsSignature, linkExpiresAt, signingLinkOf } from './signing-links';

/** "…pida uno nuevo a Casa Nova Reformas S.L. (info@… · 612 345 678)." with what the company filled in. */
async function expiredLinkMessage(db: Executor, expiryDays: number): Promise<string> {
  const company = await companyDetails(db);
  const name = company.legal_name.trim() || company.company_name.trim();
  const contact = [company.company_email.trim(), company.company_phone.trim()].filter(Boolean).join(' · ');
  return (
    `Este enlace de firma ha caducado: los enlaces son válidos ${expiryDays} días desde su envío. ` +
    `Para firmar, pida un enlace nuevo a ${name}${contact ? ` (${contact})` : ''}.`
  );
}

/**
 * 410 once a buyer's signing link has expired. Only while the contract awaits that buyer's signature:
 * after signing, the same link keeps giving the buyer their documents.
 */
export async function assertLinkNotExpired(
  db: Executor,
  contract: ContractRow,
  buyer: BuyerRow,
  now: Date,
): Promise<void> {
  if (!awaitsSignature(contract, buyer)) return;
  const settings = await getSettings(db);
  const expiresAt = linkExpiresAt(await signingLinkOf(db, buyer.id), contract, settings);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, 'link_expired', await expiredLinkMessage(db, settings.link_expiry_days));
  }
}
