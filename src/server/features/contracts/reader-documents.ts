// What each reader of a contract receives besides the contract (docs/product.md#each-readers-documents): the
// information sheet in the languages they read — the binding text's, the copy's, English for an English reader —
// each under its own name, and for an English reader the courtesy translation.
import { localeOr, type Locale } from '#shared/i18n/locales.ts';
import type { OutboxAttachment } from '#server/db/schema.ts';

import { needsCourtesyTranslation } from './contract-content';
import { contractLanguageOf, copyLanguageOf } from './dto';
import type { MailLanguages } from './mails';
import type { AttachmentRow, ContractAggregate } from './queries';

/** The reader of a mail: a buyer in their language, or the company, which keeps every document. */
export type Reader = Locale | 'company';

const SHEET_PREFIX: Record<string, Locale> = { 'information-sheet-': 'en', 'fitxa-': 'ca', 'ficha-': 'es' };

/** A sheet's language: recorded since each reader got their own; read from its file name for earlier ones. */
function sheetLanguage(row: AttachmentRow, fallback: Locale): Locale {
  if (row.sheet) return localeOr(row.sheet.language);
  const prefix = Object.keys(SHEET_PREFIX).find((start) => row.filename.startsWith(start));
  return prefix ? SHEET_PREFIX[prefix]! : fallback;
}

/** The languages a reader reads the contract in: the binding and copy texts, and English for an English reader. */
function readerLanguages(aggregate: ContractAggregate, reader: Reader): Set<Locale> {
  const { contract } = aggregate;
  const languages = new Set<Locale>([contractLanguageOf(contract)]);
  const copy = copyLanguageOf(contract);
  if (copy) languages.add(copy);
  if (reader === 'en' || (reader === 'company' && needsCourtesyTranslation(aggregate))) languages.add('en');
  return languages;
}

/** The information sheets (and a PDF floor plan) this reader gets, as mail attachments named in their own language. */
export function readerSheets(aggregate: ContractAggregate, reader: Reader): OutboxAttachment[] {
  const languages = readerLanguages(aggregate, reader);
  const binding = contractLanguageOf(aggregate.contract);
  return aggregate.attachments
    .filter(
      (row) =>
        row.kind === 'floor_plan' || (row.kind === 'information_sheet' && languages.has(sheetLanguage(row, binding))),
    )
    .map((row) => ({ filename: row.filename, fileId: row.fileId, contentType: row.contentType }));
}

/** The file names a mail lists for its attached sheets (the floor plan is said by the sheet itself). */
export const sheetNames = (aggregate: ContractAggregate, sheets: readonly OutboxAttachment[]): string[] =>
  sheets
    .filter((sheet) =>
      aggregate.attachments.some((row) => row.fileId === sheet.fileId && row.kind === 'information_sheet'),
    )
    .map((sheet) => sheet.filename);

/** What a mail says about the languages; `courtesy` says where an English reader's translation is. */
export function mailLanguages(
  aggregate: ContractAggregate,
  courtesy: 'page' | { attached: string } | null = 'page',
): MailLanguages {
  const { contract } = aggregate;
  return {
    binding: contractLanguageOf(contract),
    copy: copyLanguageOf(contract),
    courtesy: needsCourtesyTranslation(aggregate) ? courtesy : null,
  };
}
