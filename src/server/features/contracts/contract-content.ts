import {
  getContractType,
  renderContract,
  type ContractParagraphs,
  type RenderedContract,
} from '#shared/contract-types/index.ts';
import { paragraphKind, splitParagraphs } from '#shared/contract-types/template-format.ts';
import type { Executor } from '#server/db/client.ts';
import { storedCompanyDetails } from '#server/features/content/index.ts';

import { contractLanguageOf } from './dto';
import type { ContractAggregate } from './queries';

/** Who signs for the company, when known: named in the text instead of the representative in the company details. */
type Representative = { name: string; dni: string };

/** The contract text from its template, data, buyers and today's company details. */
export async function renderAggregate(
  db: Executor,
  { contract, buyers }: ContractAggregate,
  representative?: Representative,
): Promise<RenderedContract> {
  const type = getContractType(contract.contractType);
  if (!type) throw new Error(`Unknown contract type ${contract.contractType}`);
  return renderContract({
    type,
    data: contract.contractData,
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
    language: contractLanguageOf(contract),
  });
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
  const { body, title, paragraphs } = await renderAggregate(db, aggregate);
  return { content: body, paragraphs: { title, paragraphs } };
}
