import { bilingualBody } from '#shared/contract-types/bilingual.ts';
import { REPRESENTATIVE_POSITIONS, REPRESENTATIVE_POWERS_FIELD } from '#shared/contract-types/fields.ts';
import {
  getContractType,
  renderContract,
  type ContractParagraphs,
  type RenderedContract,
} from '#shared/contract-types/index.ts';
import type { ContractLanguage, TextLanguage } from '#shared/contract-types/language.ts';
import type { CompanySignatureAccess } from '#shared/contract-types/placeholders.ts';
import { paragraphKind, splitParagraphs } from '#shared/contract-types/template-format.ts';
import { translatedFieldKey, UNTRANSLATED_NOTE } from '#shared/contract-types/translated-values.ts';
import type { Executor } from '#server/db/client.ts';
import { storedCompanyDetails } from '#server/features/content/index.ts';

import { buyerLanguage, contractLanguageOf, copyLanguageOf } from './dto';
import type { ContractAggregate } from './queries';

/**
 * Who signs for the company, when known: named in the text instead of the representative in the company details,
 * with the position and powers their account states (never the wizard's draft values: docs/product.md#signer-powers).
 */
type Representative = {
  name: string;
  dni: string;
  position?: string | undefined;
  powers?: string | undefined;
  powersCa?: string | undefined;
  powersEn?: string | undefined;
};

/** A stated position matching one the templates know is printed as that option (so Catalan and English translate it). */
function positionValue(position: string): string {
  const lower = position.trim().toLowerCase().replace(/\s+/g, ' ');
  return REPRESENTATIVE_POSITIONS.find((option) => option === lower) ?? position.trim();
}

/** The contract's data with the signer's own position and powers, when they have them. */
function dataWithSigner(data: Record<string, unknown>, representative: Representative | undefined) {
  if (!representative?.position) return data;
  return {
    ...data,
    cargo_representante: positionValue(representative.position),
    facultades_representante: representative.powers?.trim() ?? '',
    ...powersTranslations(representative),
  };
}

/**
 * The powers as a text in `language` states them: the Spanish as typed on the people page; in Catalan or English the
 * person's own translation, or the Spanish text said to be in Spanish (docs/product.md#signer-powers).
 */
export function powersIn(representative: Representative, language: TextLanguage): string {
  const powers = representative.powers?.trim() ?? '';
  if (!powers || language === 'es') return powers;
  const translated = (language === 'ca' ? representative.powersCa : representative.powersEn)?.trim();
  return translated || `${powers} ${UNTRANSLATED_NOTE[language]}`;
}

const powersTranslations = (representative: Representative): Record<string, string> => ({
  [translatedFieldKey(REPRESENTATIVE_POWERS_FIELD, 'ca')]: powersIn(representative, 'ca'),
  [translatedFieldKey(REPRESENTATIVE_POWERS_FIELD, 'en')]: powersIn(representative, 'en'),
});

type RenderOptions = {
  representative?: Representative | undefined;
  /** How the company signs (its representative's own account or the shared one), known when it signs. */
  companySignature?: CompanySignatureAccess | undefined;
  /** The contract's language unless said: the copy of a bilingual contract, or 'en' for the courtesy translation. */
  language?: TextLanguage;
};

/** The contract text from its template, data, buyers and today's company details, in one language. */
export async function renderAggregate(
  db: Executor,
  { contract, buyers }: ContractAggregate,
  options: RenderOptions = {},
): Promise<RenderedContract> {
  const type = getContractType(contract.contractType);
  if (!type) throw new Error(`Unknown contract type ${contract.contractType}`);
  const { representative } = options;
  const binding = contractLanguageOf(contract);
  const copy = copyLanguageOf(contract);
  return renderContract({
    type,
    data: dataWithSigner(contract.contractData, representative),
    buyers: buyers.map((b) => ({
      name: b.name,
      email: b.email,
      dni: b.dni,
      address: b.address,
      buyer_order: b.buyerOrder,
    })),
    // Stored values only: renderContract applies the same defaults the site does.
    company: {
      ...(await storedCompanyDetails(db)),
      ...(representative ? { representative_name: representative.name, representative_dni: representative.dni } : {}),
    },
    contractId: contract.id,
    language: options.language ?? binding,
    bilingual: copy ? { binding, copy } : undefined,
    companySignature: options.companySignature ?? companySignatureOf(contract),
  });
}

/** How the company signed, once it has; undefined on a draft. */
function companySignatureOf(contract: ContractAggregate['contract']): CompanySignatureAccess | undefined {
  if (contract.adminSigner === null) return undefined;
  return contract.adminSigner.sharedAccount ? 'shared' : 'personal';
}

/** Some buyer reads English: the contract comes with the English courtesy translation (docs/product.md §5.6). */
export function needsCourtesyTranslation({ buyers }: Pick<ContractAggregate, 'buyers'>): boolean {
  return buyers.some((buyer) => buyerLanguage(buyer) === 'en');
}

/** Every text of a contract, rendered at once: what the company's signature freezes. */
export type RenderedTexts = {
  /** The exact text hashed and signed: the binding text alone, or both versions under their headings. */
  body: string;
  binding: ContractParagraphs;
  copy: (ContractParagraphs & { language: ContractLanguage }) | null;
  /** The English courtesy translation, when some buyer reads English; never part of `body`. */
  courtesy: ContractParagraphs | null;
};

export async function renderTexts(
  db: Executor,
  aggregate: ContractAggregate,
  options: Omit<RenderOptions, 'language'> = {},
): Promise<RenderedTexts> {
  const bindingLanguage = contractLanguageOf(aggregate.contract);
  const copyLanguage = copyLanguageOf(aggregate.contract);
  const binding = await renderAggregate(db, aggregate, options);
  const copy = copyLanguage ? await renderAggregate(db, aggregate, { ...options, language: copyLanguage }) : null;
  const courtesy = needsCourtesyTranslation(aggregate)
    ? await renderAggregate(db, aggregate, { ...options, language: 'en' })
    : null;
  return {
    body:
      copy && copyLanguage
        ? bilingualBody({ language: bindingLanguage, body: binding.body }, { language: copyLanguage, body: copy.body })
        : binding.body,
    binding: { title: binding.title, paragraphs: binding.paragraphs },
    copy: copy && copyLanguage ? { language: copyLanguage, title: copy.title, paragraphs: copy.paragraphs } : null,
    courtesy: courtesy ? { title: courtesy.title, paragraphs: courtesy.paragraphs } : null,
  };
}

/**
 * The paragraphs that were frozen, exactly as stored: the text is never split again (docs/product.md#frozen-text).
 * Only contracts frozen by earlier releases, which stored the plain text alone, are split back, with the kinds
 * stored then or, older still, read back from the text: what they were printed with at the time.
 */
export async function contractParagraphs(db: Executor, aggregate: ContractAggregate): Promise<ContractParagraphs> {
  const { frozenContent, frozenParagraphs, frozenParagraphKinds } = aggregate.contract;
  if (frozenParagraphs) return frozenParagraphs;
  if (frozenContent === null) {
    const { title, paragraphs } = await renderAggregate(db, aggregate);
    return { title, paragraphs };
  }
  const [title = '', ...rest] = splitParagraphs(frozenContent);
  const kinds = frozenParagraphKinds?.length === rest.length ? frozenParagraphKinds : null;
  return { title, paragraphs: rest.map((text, index) => ({ kind: kinds?.[index] ?? paragraphKind(text), text })) };
}

/** A bilingual contract's copy: frozen with the binding text, else the live draft; null for a single text. */
export async function copyParagraphs(
  db: Executor,
  aggregate: ContractAggregate,
): Promise<(ContractParagraphs & { language: ContractLanguage }) | null> {
  const language = copyLanguageOf(aggregate.contract);
  if (!language) return null;
  const { frozenContent, frozenCopyParagraphs } = aggregate.contract;
  if (frozenContent !== null) return frozenCopyParagraphs ? { language, ...frozenCopyParagraphs } : null;
  const { title, paragraphs } = await renderAggregate(db, aggregate, { language });
  return { language, title, paragraphs };
}

/**
 * The English courtesy translation when some buyer reads English: the one fixed when the company signed, else
 * rendered from the same data (a draft, or a contract frozen before translations existed); null otherwise.
 */
export async function courtesyParagraphs(
  db: Executor,
  aggregate: ContractAggregate,
): Promise<ContractParagraphs | null> {
  if (!needsCourtesyTranslation(aggregate)) return null;
  const { frozenCourtesyParagraphs } = aggregate.contract;
  if (frozenCourtesyParagraphs) return frozenCourtesyParagraphs;
  const signer = aggregate.contract.adminSigner;
  const { title, paragraphs } = await renderAggregate(db, aggregate, {
    language: 'en',
    representative: signer?.position ? signer : undefined,
  });
  return { title, paragraphs };
}

/**
 * What signers read: the frozen text once it left draft (it can never change after), else the live draft;
 * the plain text (the one hashed) and its paragraphs, which is what the signing page prints.
 */
export async function contractText(
  db: Executor,
  aggregate: ContractAggregate,
): Promise<{ content: string; paragraphs: ContractParagraphs }> {
  const { frozenContent } = aggregate.contract;
  if (frozenContent !== null) return { content: frozenContent, paragraphs: await contractParagraphs(db, aggregate) };
  const { body, binding } = await renderTexts(db, aggregate);
  return { content: body, paragraphs: binding };
}
