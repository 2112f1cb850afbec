import { paysMoreThanOnePercent } from '#shared/banking/pre-payment-information.ts';
import { sheetItemLabel } from '#server/features/properties/index.ts';

import type { ContractAggregate } from './queries';

/**
 * Every item an information sheet attached to the contract marks as not stated («No consta todavía», «Encara no
 * consta», «Not provided yet»), once, named as the Spanish sheet names it (docs/product.md#each-readers-documents).
 * Read from what was recorded when the sheet was attached, so it says what the buyer's sheet says, not what the
 * property says today; sheets attached by earlier releases recorded nothing and add nothing.
 */
export function missingSheetItems({ attachments }: Pick<ContractAggregate, 'attachments'>): string[] {
  const codes = new Set<string>();
  for (const attachment of attachments) {
    if (attachment.kind !== 'information_sheet') continue;
    for (const code of attachment.sheet?.missing ?? []) codes.add(code);
  }
  return [...codes].map((code) => sheetItemLabel(code, 'es'));
}

/** A payment on account above 1 % of the price while a sheet lacks an art. 60.3 item: «Firmar» asks for an override. */
export function missingBeforePayment(aggregate: ContractAggregate): string[] {
  const { contract } = aggregate;
  if (!paysMoreThanOnePercent(contract.contractType, contract.contractData)) return [];
  return missingSheetItems(aggregate);
}
