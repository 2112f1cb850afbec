import { CONTRACT_TRANSFER_TERM, type TransferTerm } from '#shared/banking/transfer-deadline.ts';

import { paragraphKind } from './template-format';

// The payment page says what the contract says (docs/product.md §6 "Deadline"): the term, the clause and the account
// are read from the text every party signed, not restated. Spanish: "mediante transferencia bancaria a la cuenta …
// con IBAN ES91 …, abierta en …, en el plazo máximo de tres (3) días hábiles desde la fecha de firma"; Catalan:
// "mitjançant transferència bancària … amb IBAN … en el termini màxim de tres (3) dies hàbils des de la data de
// signatura".

const TERM = [
  /(?:plazo|termini) m[aáà]xim[oa]? de [\p{L} -]+ \((\d+)\) (?:días|dies) (hábiles|naturales|hàbils|naturals)/u,
];
const TRANSFER_START = /mediante transferencia bancaria|mitjançant transferència bancària/u;
const IBAN = /IBAN ([A-Z]{2}\d{2}(?: ?[0-9A-Z]{1,4}){3,8})/;

export type ContractTransferTerm = {
  term: TransferTerm;
  /** The clause's heading as signed ("SEGUNDA.- PRECIO Y FORMA DE PAGO"); null when the text does not say. */
  clause: string | null;
  /** The sentence that sets the account and the term, as signed. */
  text: string | null;
  /** The IBAN the signed text names; null when it was left blank. */
  iban: string | null;
};

/** The transfer term of a frozen contract text; the templates' own term when the text states none. */
export function contractTransferTerm(frozenText: string | null): ContractTransferTerm {
  const paragraphs = (frozenText ?? '').split(/\n{2,}/);
  let clause: string | null = null;
  for (const paragraph of paragraphs) {
    if (paragraphKind(paragraph) === 'clause') clause = paragraph.split('\n')[0]!.trim();
    const start = paragraph.search(TRANSFER_START);
    const match = start === -1 ? null : TERM.map((pattern) => pattern.exec(paragraph.slice(start))).find(Boolean);
    if (!match) continue;
    const end = paragraph.indexOf('.', start + match.index + match[0].length);
    return {
      term: { days: Number(match[1]), businessDays: /^h/.test(match[2]!) },
      clause,
      text: paragraph.slice(start, end === -1 ? undefined : end + 1).trim(),
      iban: IBAN.exec(paragraph)?.[1]?.trim() ?? null,
    };
  }
  return { term: CONTRACT_TRANSFER_TERM, clause: null, text: null, iban: null };
}
