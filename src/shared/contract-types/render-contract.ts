// Turns a type's template into the contract text. The plain `body` is hashed (SHA-256) when the contract
// is frozen, so the output depends only on the arguments: no clock, no locale, no random ids.
import { formatThousands } from '../format/amount-words';
import { derivedValues } from './derived-values';
import { amountLetrasPairs, amountWords, matchOption, readNumber, readText } from './field-values';
import { partyValues, type CompanyContent, type ContractBuyer } from './placeholders';
import {
  fillPlaceholders,
  joinParagraphs,
  paragraphKind,
  reletterLists,
  resolveOptional,
  splitParagraphs,
  type ParagraphKind,
} from './template-format';
import type { ContractTypeDefinition, RawContractData } from './types';

export interface RenderedParagraph {
  kind: ParagraphKind;
  text: string;
}

export interface RenderContractInput {
  type: ContractTypeDefinition;
  data: RawContractData;
  buyers: readonly ContractBuyer[];
  company: CompanyContent;
  contractId?: string | undefined;
}

/** The contract as structured paragraphs: what is frozen, printed and shown, never split from `body` again. */
export interface ContractParagraphs {
  title: string;
  paragraphs: RenderedParagraph[];
}

export interface RenderedContract extends ContractParagraphs {
  /** Title and paragraphs separated by blank lines: the exact text that is hashed and signed. */
  body: string;
  paragraphs: RenderedParagraph[];
}

export function renderContract(input: RenderContractInput): RenderedContract {
  // Every value on one line, the parties' too (rows stored before single-line fields were folded): a typed
  // value can never start a paragraph, let alone a clause.
  const values = oneLineValues({
    ...fieldDisplayValues(input.type, input.data),
    ...derivedValues(input.type, input.data),
    ...partyValues(input),
  });
  const absent = zeroAmounts(input.type, input.data);
  const hasValue = (name: string): boolean => (values[name] ?? '') !== '' && !absent.has(name);
  const fill = (text: string): string => fillPlaceholders(resolveOptional(text, hasValue), (name) => values[name] ?? '');
  const title = fill(input.type.template.title);
  const template = reletterLists(
    splitParagraphs(input.type.template.content)
      .map((raw) => resolveOptional(raw, hasValue).trim())
      .filter((raw) => raw !== ''),
  );
  const paragraphs = template.map((raw) => ({ kind: paragraphKind(raw), text: fill(raw) }));
  return { title, body: joinParagraphs([title, ...paragraphs.map((p) => p.text)]), paragraphs };
}

/** Amounts of zero (and their words) count as missing for optional text: "cero euros" is never worth a sentence. */
function zeroAmounts(type: ContractTypeDefinition, data: RawContractData): Set<string> {
  const zero = new Set<string>();
  for (const [amountId, letrasId] of amountLetrasPairs(type)) {
    const amount = readNumber(data[amountId]);
    if (amount === null || amount <= 0) zero.add(amountId).add(letrasId);
  }
  return zero;
}

/** Newlines typed in a textarea would split a clause in two, so values are printed on one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function oneLineValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, oneLine(value)]));
}

function fieldDisplayValues(type: ContractTypeDefinition, data: RawContractData): Record<string, string> {
  const letrasByAmount = amountLetrasPairs(type);
  const amountByLetras = new Map([...letrasByAmount].map(([amount, letras]) => [letras, amount]));
  const values: Record<string, string> = {};
  for (const field of type.fields) {
    const raw = data[field.id];
    const amountId = amountByLetras.get(field.id);
    if (letrasByAmount.has(field.id)) {
      const amount = readNumber(raw);
      values[field.id] = amount === null ? '' : formatThousands(amount);
    } else if (amountId !== undefined) {
      values[field.id] = oneLine(readText(raw)) || amountWords(readNumber(data[amountId]));
    } else if (field.type === 'number') {
      values[field.id] = String(readNumber(raw) ?? '');
    } else {
      values[field.id] = oneLine(matchOption(field, raw) ?? readText(raw));
    }
  }
  return values;
}
