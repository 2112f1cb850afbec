import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { sealPdf } from '#server/lib/pdf/seal-pdf.ts';

import type { Sealing } from './seal-contract';
import { sealKeyInForce } from './seal-key';

/**
 * Seals a PDF of the company other than a contract (a visit sheet, docs/product.md §4.2) with the certificate that
 * seals the contracts, so `/verificar`-style checks and any PDF reader see the same seal. No time-stamp room: such a
 * document is sealed once, at its signature, with the server's clock.
 */
export async function sealCompanyDocument(
  tx: Executor,
  sealing: Sealing,
  pdf: Buffer,
  reason: string,
): Promise<{ sealed: Buffer; certificatePem: string; sealedAt: Date }> {
  const key = await sealKeyInForce(tx, sealing);
  const company = await companyDetails(tx);
  const sealedAt = sealing.now();
  const sealed = await sealPdf(pdf, key, {
    reason,
    location: 'Barcelona',
    name: company.legal_name.trim() || company.company_name.trim(),
    contactInfo: company.company_email.trim(),
    signingTime: sealedAt,
  });
  return { sealed, certificatePem: key.certificatePem, sealedAt };
}
