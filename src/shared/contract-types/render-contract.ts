// Turns a type's template into the contract text. The plain `body` is hashed (SHA-256) when the contract
// is frozen, so the output depends only on the arguments: no clock, no locale, no random ids.
import { formatEnglishThousands } from '#shared/format/amount-words-en.ts';
import { formatThousands } from '#shared/format/amount-words.ts';
import { deCa, elideBeforePlaceholdersCa } from '#shared/i18n/catalan-elision.ts';

import { inCatalan, positionInCatalan } from './catalan-values';
import { hasFinancing } from './contract-rules';
import { derivedValues } from './derived-values';
import { inEnglish, positionInEnglish } from './english-values';
import { amountLetrasPairs, amountWords, matchOption, readNumber, readText } from './field-values';
import { FINANCING_DETAIL_FIELDS, REPRESENTATIVE_POSITION_FIELD } from './fields';
import { catalanMonthWithPreposition, englishMonth, type TextLanguage } from './language';
import {
  partyValues,
  type BilingualVersions,
  type CompanyContent,
  type CompanySignatureAccess,
  type ContractBuyer,
} from './placeholders';
import {
  fillPlaceholders,
  joinParagraphs,
  paragraphKind,
  reletterLists,
  resolveOptional,
  splitParagraphs,
  type ParagraphKind,
} from './template-format';
import { translatedFieldKey } from './translated-values';
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
  /** 'es' when absent: contracts created before the choice existed are Spanish; 'en' is the courtesy translation. */
  language?: TextLanguage | undefined;
  /** A bilingual contract: each version says which one prevails (docs/product.md §5.6). */
  bilingual?: BilingualVersions | undefined;
  /** How the company signed, once it has: the electronic signature clause says so truthfully. */
  companySignature?: CompanySignatureAccess | undefined;
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
  const language = input.language ?? 'es';
  // Every value on one line, the parties' too (rows stored before single-line fields were folded): a typed
  // value can never start a paragraph, let alone a clause.
  const values = oneLineValues({
    ...fieldDisplayValues(input.type, input.data, language),
    ...derivedValues(input.type, input.data, language),
    ...partyValues({ ...input, language }),
  });
  const absent = absentValues(input.type, input.data);
  const hasValue = (name: string): boolean => (values[name] ?? '') !== '' && !absent.has(name);
  const valueOf = (name: string): string => values[name] ?? '';
  // Catalan writes "d’Habitatges Nous S.L." but "de Promocions Sol S.L.": the typed value decides.
  const elide = (text: string): string => (language === 'ca' ? elideBeforePlaceholdersCa(text, valueOf) : text);
  const fill = (text: string): string => fillPlaceholders(elide(resolveOptional(text, hasValue)), valueOf);
  const source = { es: input.type.template, ca: input.type.template_ca, en: input.type.template_en }[language];
  const title = fill(source.title);
  const template = reletterLists(
    splitParagraphs(source.content)
      .map((raw) => resolveOptional(raw, hasValue).trim())
      .filter((raw) => raw !== ''),
  );
  const paragraphs = template.map((raw) => ({ kind: paragraphKind(raw), text: fill(raw) }));
  return { title, body: joinParagraphs([title, ...paragraphs.map((p) => p.text)]), paragraphs };
}

/**
 * Values that count as missing for optional text: amounts of zero (and their words), as "cero euros" is never worth
 * a sentence, and the loan's details unless financing was agreed, so art. 621-49 is only invoked with a loan.
 */
function absentValues(type: ContractTypeDefinition, data: RawContractData): Set<string> {
  const absent = new Set<string>();
  for (const [amountId, letrasId] of amountLetrasPairs(type)) {
    const amount = readNumber(data[amountId]);
    if (amount === null || amount <= 0) absent.add(amountId).add(letrasId);
  }
  if (!hasFinancing(type, data)) for (const id of FINANCING_DETAIL_FIELDS) absent.add(id);
  return absent;
}

const isMonthField = (id: string): boolean => id === 'mes_firma' || /^fecha_limite_.+_mes$/.test(id);

/** Newlines typed in a textarea would split a clause in two, so values are printed on one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function oneLineValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, oneLine(value)]));
}

/**
 * What each field prints. In English (the courtesy translation) amounts are spelled in English with British
 * separators and months and offered values print in English. In Catalan, months carry their preposition ("de març", "d'abril": the template writes
 * "{dia} {mes} de {año}"), amounts are spelled in Catalan whatever words were stored, and offered Spanish values
 * (options, defaults) print in Catalan.
 */
function fieldDisplayValues(
  type: ContractTypeDefinition,
  data: RawContractData,
  language: TextLanguage,
): Record<string, string> {
  const letrasByAmount = amountLetrasPairs(type);
  const amountByLetras = new Map([...letrasByAmount].map(([amount, letras]) => [letras, amount]));
  const values: Record<string, string> = {};
  for (const field of type.fields) {
    const raw = data[field.id];
    const amountId = amountByLetras.get(field.id);
    if (letrasByAmount.has(field.id)) {
      const amount = readNumber(raw);
      const figure = amount === null ? '' : formatThousands(amount);
      values[field.id] = language === 'en' ? formatEnglishThousands(figure) : figure;
    } else if (amountId !== undefined) {
      const computed = amountWords(readNumber(data[amountId]), language);
      values[field.id] = language === 'es' ? oneLine(readText(raw)) || computed : computed;
    } else if (field.type === 'number') {
      values[field.id] = String(readNumber(raw) ?? '');
    } else {
      const text = oneLine(matchOption(field, raw) ?? readText(raw));
      const translated = language === 'es' ? '' : readText(data[translatedFieldKey(field.id, language)]);
      if (language === 'es') values[field.id] = text;
      else if (translated) values[field.id] = oneLine(translated);
      // The signer's own position, as their account states it (any gender or case), in the text's language.
      else if (field.id === REPRESENTATIVE_POSITION_FIELD)
        values[field.id] = language === 'en' ? positionInEnglish(text) : deCa(positionInCatalan(text));
      else if (language === 'en') values[field.id] = isMonthField(field.id) ? englishMonth(text) : inEnglish(text);
      else values[field.id] = isMonthField(field.id) ? catalanMonthWithPreposition(text) : inCatalan(text);
    }
  }
  return values;
}
