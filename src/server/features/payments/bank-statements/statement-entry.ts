import type { Cents } from '#shared/money/cents.ts';

/** One movement of a bank statement, whatever the file's format (docs/product.md §6 "Bank statements"). */
export type StatementEntry = {
  /** The account the statement is about: IBAN (camt.053) or bank-office-account (Norma 43). */
  account: string;
  /** Booking date, "2026-11-25"; null when the file does not say. */
  bookedOn: string | null;
  direction: 'credit' | 'debit';
  /**
   * In cents, always positive: the direction says which way the money went. null when the bank wrote more than two
   * decimals (2999.995): such an amount matches nothing (docs/product.md#money).
   */
  amountCents: Cents | null;
  /** Euros exactly as the bank wrote them, for the report; null when they cannot be read as an amount. */
  amount: number | null;
  /**
   * The amount's text as it stands in the file when it cannot be read ("-3000.00", "3000,00", "3.0e3", digits of
   * another script, nothing at all): such a line is reported as `unreadable_amount`, never dropped.
   */
  unreadableAmount: string | null;
  currency: string;
  /** Who sent the money, when the bank says. */
  payerName: string | null;
  /**
   * The ordering party's account (camt.053 RltdPties/DbtrAcct/Id/IBAN), electronic form, when the bank gives a
   * well-formed IBAN; null otherwise (Norma 43 does not carry it). Recorded as the payer's IBAN of a payment the line
   * confirms (docs/product.md#identified-buyers).
   */
  payerIban: string | null;
  /** Every free text of the movement (remittance information, concepts, references), in the bank's order. */
  text: string;
  /** Booked, as opposed to pending or informative: only booked money confirms a payment. */
  booked: boolean;
};

/**
 * How much of a line's free text (and of its payer's name) is kept: far more than any bank writes, and a 9 MB line
 * is cut before anything searches it for a reference (docs/product.md §6 "Bank statements").
 */
export const MAX_LINE_TEXT = 2_000;
export const MAX_PAYER_NAME = 200;

/** `text` cut to `max` characters. */
export const bounded = (text: string, max = MAX_LINE_TEXT): string => (text.length > max ? text.slice(0, max) : text);

/** The file is neither a Norma 43 statement nor a camt.053 one, or is damaged: the import answers 422. */
export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFormatError';
  }
}
