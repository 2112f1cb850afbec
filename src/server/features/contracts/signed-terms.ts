import { and, eq, isNull } from 'drizzle-orm';

import { buyerFileRequiredFor } from '#shared/banking/pre-payment-information.ts';
import { buildSignedTerms, frozenTexts } from '#shared/contract-terms/build-signed-terms.ts';
import type { SignedBuyer, SignedSigner, SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import type { BuyerIdType } from '#shared/identity/identity-document.ts';
import type { AppSettings } from '#shared/schemas/settings-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts, type SignerIdentity } from '#server/db/schema.ts';
import { getSettings } from '#server/features/settings/index.ts';

import { contractParagraphs, copyParagraphs, courtesyParagraphs, type RenderedTexts } from './contract-content';
import { contractLanguageOf, copyLanguageOf } from './dto';
import type { BuyerRow, ContractAggregate } from './queries';

export const signedSigner = (signer: SignerIdentity): SignedSigner => ({
  name: signer.name,
  dni: signer.dni,
  position: signer.position ?? null,
  powers: signer.powers ?? null,
  email: signer.email,
  person_id: signer.userId ?? null,
  shared_account: signer.sharedAccount === true,
});

export const signedBuyer = (buyer: BuyerRow): SignedBuyer => ({
  id: buyer.id,
  order: buyer.buyerOrder,
  name: buyer.name,
  email: buyer.email,
  id_type: buyer.idType as BuyerIdType,
  id_number: buyer.dni,
  id_country: buyer.idCountry,
  nie: buyer.nie,
  address: buyer.address,
  language: localeOr(buyer.language),
});

/** The signing policy a contract's buyers sign under, read from today's settings when the company signs. */
export const signingPolicyOf = (contractType: string, settings: AppSettings): SignedTerms['policy'] => ({
  email_code: settings.signing_email_code,
  buyer_file_required: buyerFileRequiredFor(contractType, settings),
});

/** The record frozen beside the text when the company signs (docs/product.md#what-the-company-says-after-signing). */
export function freezeSignedTerms(input: {
  aggregate: ContractAggregate;
  texts: RenderedTexts;
  signer: SignerIdentity;
  settings: AppSettings;
  testMode: boolean;
  now: Date;
  source?: SignedTerms['source'];
}): SignedTerms {
  const { contract, buyers } = input.aggregate;
  const type = getContractType(contract.contractType);
  if (!type) throw new Error(`Unknown contract type ${contract.contractType}`);
  const { binding, copy, courtesy } = input.texts;
  return buildSignedTerms({
    type,
    data: contract.contractData,
    texts: frozenTexts(
      { language: contractLanguageOf(contract), paragraphs: binding.paragraphs },
      copy ? { language: copy.language, paragraphs: copy.paragraphs } : null,
      courtesy?.paragraphs ?? null,
    ),
    languages: {
      binding: contractLanguageOf(contract),
      copy: copyLanguageOf(contract),
      courtesy: courtesy ? 'en' : null,
    },
    signer: signedSigner(input.signer),
    buyers: buyers.map(signedBuyer),
    policy: signingPolicyOf(contract.contractType, input.settings),
    testMode: input.testMode,
    frozenAt: input.now,
    source: input.source,
  });
}

/**
 * The contract's signed terms. A contract the company signed before the record existed, still without one, gets it
 * derived once from its own frozen text and stored (as the start-up backfill does), never re-guessed afterwards.
 */
export async function signedTermsOf(db: Executor, aggregate: ContractAggregate): Promise<SignedTerms | null> {
  const { contract } = aggregate;
  if (contract.signedTerms) return contract.signedTerms;
  if (contract.frozenAt === null) return null;
  const terms = freezeSignedTerms({
    aggregate,
    texts: {
      body: contract.frozenContent ?? '',
      binding: await contractParagraphs(db, aggregate),
      copy: await copyParagraphs(db, aggregate),
      courtesy: await courtesyParagraphs(db, aggregate),
    },
    signer: contract.adminSigner ?? { name: '', dni: '', email: '' },
    settings: await getSettings(db),
    testMode: false,
    now: contract.frozenAt,
    source: 'upgrade',
  });
  await db
    .update(contracts)
    .set({ signedTerms: terms })
    .where(and(eq(contracts.id, contract.id), isNull(contracts.signedTerms)));
  return terms;
}
