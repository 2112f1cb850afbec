// The signed terms (docs/product.md#what-the-company-says-after-signing): one typed record of what a contract says,
// frozen beside its text when the company signs. Every page, mail, receipt, notice and outcome after signing reads
// this record and nothing else; nothing recomputes it from the templates, the settings or the company details.
// Amounts are integer cents, dates YYYY-MM-DD, terms carry their unit, their start and the clause they come from.

import type { TermUnit } from '#shared/calendar/holidays.ts';
import type { ContractLanguage, TextLanguage } from '#shared/contract-types/language.ts';
import type { PaymentType } from '#shared/contract-types/types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { BuyerIdType } from '#shared/identity/identity-document.ts';
import { addCents, minCents, type Cents } from '#shared/money/cents.ts';

/** The clause a term or sum comes from, by its heading in each text the parties read ("SEGUNDA.- PRECIO Y FORMA DE PAGO"). */
export type ClauseHeadings = Partial<Record<TextLanguage, string>>;

/** The event a term is counted from. */
export type TermStart =
  /** The date of the last signature (the contract's «fecha de firma»). */
  | 'signature'
  /** The day the other party received the withdrawal (the notice of the party who withdraws). */
  | 'withdrawal_notice'
  /** The day the company received the buyer's written communication (an unmet condition): the owner records it. */
  | 'buyer_communication_received'
  /** The day of the company's written notice (the anti-money-laundering exit). */
  | 'company_notice';

export type SignedTerm = {
  days: number;
  unit: TermUnit;
  from: TermStart;
  clause: ClauseHeadings;
  /** The sentence that sets it, in the binding text, as signed. */
  text: string | null;
};

/** What the company's signer is, exactly as their account stated it when they signed. */
export type SignedSigner = {
  name: string;
  dni: string;
  position: string | null;
  powers: string | null;
  email: string;
  person_id: number | null;
  /** Signed from the shared administration account, on behalf of the representative in the company details. */
  shared_account: boolean;
};

export type SignedBuyer = {
  id: number;
  order: number;
  name: string;
  /** Frozen: the signing link, the email code and every notice go to this address and no other. */
  email: string;
  id_type: BuyerIdType;
  id_number: string;
  /** ISO 3166-1 alpha-2 of the issuing country; null for a Spanish DNI/NIE. */
  id_country: string | null;
  nie: string | null;
  address: string;
  /** The language this buyer reads: mails, pages and, for English, the courtesy translation. */
  language: Locale;
};

/** A sum the penitential clause covers: it is lost by a buyer who withdraws and returned doubled by a seller who does. */
export type PenitentialSum = {
  concept: 'reservation' | 'arras';
  amount_cents: Cents;
  /** `before_contract`: recited as already delivered (an earlier reservation); `by_transfer`: paid under this contract. */
  delivered: 'before_contract' | 'by_transfer';
};

export type SignedTerms = {
  version: 1;
  /** `signature`: frozen when the company signed; `upgrade`: derived once from the frozen text of an older contract. */
  source: 'signature' | 'upgrade';
  frozen_at: string;
  /** Signed while the installation was in test mode: every document of it says so, forever. */
  test_mode: boolean;
  contract_type: string;
  languages: { binding: ContractLanguage; copy: ContractLanguage | null; courtesy: 'en' | null };
  signer: SignedSigner;
  buyers: SignedBuyer[];
  /** The signing policy the buyers sign under (docs/product.md#signing-policy); later settings never change it. */
  policy: { email_code: boolean; buyer_file_required: boolean };
  price_cents: Cents;
  payment: {
    kind: PaymentType;
    amount_cents: Cents;
    term: SignedTerm;
    /** The IBAN the signed text names; null when it was left blank. */
    iban: string | null;
  };
  penitential: { clause: ClauseHeadings; sums: PenitentialSum[] };
  refunds: {
    /** The seller who withdraws returns every penitential sum doubled. */
    seller_withdrawal: SignedTerm | null;
    /** CCCat 621-49: the loan the contract names was refused; what was delivered is returned. */
    justified_withdrawal: SignedTerm | null;
    /** The conditional reservation's condition failed: the reservation is returned in full. */
    condition_not_met: SignedTerm | null;
    /** Due diligence could not be completed: everything received is returned (docs/product.md#aml-clause). */
    aml_exit: SignedTerm | null;
  };
  /** How long the company has to use the anti-money-laundering exit, counted from the signature (null: older text). */
  aml_decision: SignedTerm | null;
  /** The contract's deadlines by field group (`fecha_limite_escritura`…), YYYY-MM-DD. */
  deadlines: Record<string, string>;
  calendar: {
    id: string;
    /** The text defines «días hábiles»; older texts did not, so both readings are kept (see termDeadline). */
    business_days_defined: boolean;
  };
};

/** The sum of the penitential sums actually delivered (payments confirmed for the transferred ones). */
export function deliveredPenitentialCents(terms: SignedTerms, transferredCents: Cents): Cents {
  return addCents(
    ...terms.penitential.sums.map((sum) =>
      sum.delivered === 'before_contract' ? sum.amount_cents : minCents(sum.amount_cents, transferredCents),
    ),
  );
}
