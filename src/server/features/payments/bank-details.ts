import type { BeneficiaryDto } from '#shared/api/api-types.ts';
import { formatIban } from '#shared/banking/iban.ts';
import { missingBankDetails, type ContentValues } from '#shared/site/content.ts';

type BankDetails = { ok: true; beneficiary: BeneficiaryDto } | { ok: false; missing: string[] };

/** The company account from the company details in site content; `missing` lists the labels to fill. */
export function bankDetailsFrom(content: ContentValues): BankDetails {
  const missing = missingBankDetails(content);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    beneficiary: {
      name: content.legal_name.trim(),
      iban: formatIban(content.bank_iban),
      bank: content.bank_name.trim(),
      bic: content.bank_bic.replace(/\s+/g, '').toUpperCase(),
    },
  };
}
