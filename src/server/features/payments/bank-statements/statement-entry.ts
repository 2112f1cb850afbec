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
  amountCents: number | null;
  /** Euros exactly as the bank wrote them, for the report. */
  amount: number;
  currency: string;
  /** Who sent the money, when the bank says. */
  payerName: string | null;
  /** Every free text of the movement (remittance information, concepts, references), in the bank's order. */
  text: string;
  /** Booked, as opposed to pending or informative: only booked money confirms a payment. */
  booked: boolean;
};

/** The file is neither a Norma 43 statement nor a camt.053 one, or is damaged: the import answers 422. */
export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFormatError';
  }
}
