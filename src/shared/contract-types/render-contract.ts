// Turns a type's template into the contract text. The plain `body` is hashed (SHA-256) when the contract
// is frozen, so the output depends only on the arguments: no clock, no locale, no random ids.
import { formatThousands } from '../format/amount-words';
import { amountLetrasPairs, amountWords, matchOption, readNumber, readText } from './field-values';
import { partyValues, type CompanyContent, type ContractBuyer } from './placeholders';
import {
  fillPlaceholders,
  joinParagraphs,
  paragraphKind,
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

export interface RenderedContract {
  title: string;
  /** Title and paragraphs separated by blank lines: the exact text that is hashed and signed. */
  body: string;
  paragraphs: RenderedParagraph[];
}

export function renderContract(input: RenderContractInput): RenderedContract {
  const values = { ...fieldDisplayValues(input.type, input.data), ...partyValues(input) };
  const fill = (text: string): string => fillPlaceholders(text, (name) => values[name] ?? '');
  const title = fill(input.type.template.title);
  const paragraphs = splitParagraphs(input.type.template.content).map((raw) => ({
    kind: paragraphKind(raw),
    text: fill(raw),
  }));
  return { title, body: joinParagraphs([title, ...paragraphs.map((p) => p.text)]), paragraphs };
}

/** Newlines typed in a textarea would split a clause in two, so values are printed on one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
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
