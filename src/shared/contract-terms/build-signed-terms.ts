import { HOLIDAY_CALENDAR } from '#shared/calendar/holidays.ts';
import { contractIsoDates } from '#shared/contract-types/contract-rules.ts';
import { readNumber } from '#shared/contract-types/field-values.ts';
import type { ContractLanguage } from '#shared/contract-types/language.ts';
import type { ContractTypeDefinition, RawContractData } from '#shared/contract-types/types.ts';
import { exactCents, ZERO_CENTS, type Cents } from '#shared/money/cents.ts';

import { clauseHeadings, findClause, readPaymentIban, readTerm, type FrozenText } from './read-clauses';
import type { PenitentialSum, SignedBuyer, SignedSigner, SignedTerm, SignedTerms } from './signed-terms';

export type SignedTermsInput = {
  type: ContractTypeDefinition;
  data: RawContractData;
  /** The binding text first, then the copy and the English courtesy translation when there are. */
  texts: readonly FrozenText[];
  languages: SignedTerms['languages'];
  signer: SignedSigner;
  buyers: SignedBuyer[];
  policy: SignedTerms['policy'];
  testMode: boolean;
  frozenAt: Date;
  source?: SignedTerms['source'];
};

const cents = (data: RawContractData, field: string): Cents => {
  const value = readNumber(data[field]);
  return value === null || value <= 0 ? ZERO_CENTS : (exactCents(value) ?? ZERO_CENTS);
};

// Sentence markers of the terms that share a clause with others.
const TRANSFER = /transferencia bancaria|transferència bancària|bank transfer/u;
const DOUBLE = /duplicad|doblad|twice/u;
const JUSTIFIED = /621-49/u;
const IN_FULL = /íntegramente|íntegrament|in full/u;
const AML_DECISION = /ejercer esta facultad|exercir aquesta facultat|exercise this right/u;

/** The templates' own transfer term, for a text that states none (contracts frozen before it was written). */
const DEFAULT_TRANSFER_TERM: SignedTerm = { days: 3, unit: 'business_days', from: 'signature', clause: {}, text: null };

/**
 * What a reservation or arras contract makes penitential, by its clause (docs/decisions/005): the arras contract
 * covers the arras and, when one was paid before, the earlier reservation ("las cantidades entregadas en concepto de
 * reserva (…) y de arras (…) tienen el carácter de arras penitenciales"); a reservation covers its own amount.
 */
function penitentialSums(type: ContractTypeDefinition, data: RawContractData): PenitentialSum[] {
  if (type.payment.payment_type === 'arras') {
    const earlier = cents(data, 'importe_reserva');
    return [
      ...(earlier > 0
        ? [{ concept: 'reservation', amount_cents: earlier, delivered: 'before_contract' } as const]
        : []),
      { concept: 'arras', amount_cents: cents(data, 'importe_arras'), delivered: 'by_transfer' },
    ];
  }
  return [{ concept: 'reservation', amount_cents: cents(data, type.payment.amount_field), delivered: 'by_transfer' }];
}

/** The signed terms of a contract, read from the texts the parties sign and the data they were rendered from. */
export function buildSignedTerms(input: SignedTermsInput): SignedTerms {
  const { type, data, texts } = input;
  const binding = texts[0];
  return {
    version: 1,
    source: input.source ?? 'signature',
    frozen_at: input.frozenAt.toISOString(),
    test_mode: input.testMode,
    contract_type: type.id,
    languages: input.languages,
    signer: input.signer,
    buyers: input.buyers,
    policy: input.policy,
    price_cents: cents(data, 'precio_venta'),
    payment: {
      kind: type.payment.payment_type,
      amount_cents: cents(data, type.payment.amount_field),
      term: readTerm(texts, 'payment', 'signature', TRANSFER) ?? DEFAULT_TRANSFER_TERM,
      iban: readPaymentIban(texts),
    },
    penitential: { clause: clauseHeadings(texts, 'penitential'), sums: penitentialSums(type, data) },
    refunds: {
      seller_withdrawal: readTerm(texts, 'penitential', 'withdrawal_notice', DOUBLE),
      justified_withdrawal: readTerm(texts, 'penitential', 'withdrawal_notice', JUSTIFIED),
      condition_not_met: readTerm(texts, 'condition_refund', 'buyer_communication_received'),
      aml_exit: readTerm(texts, 'aml', 'company_notice', IN_FULL),
    },
    aml_decision: readTerm(texts, 'aml', 'signature', AML_DECISION),
    deadlines: contractIsoDates(type, data),
    calendar: {
      id: HOLIDAY_CALENDAR,
      business_days_defined: binding ? findClause(binding, 'terms') !== null : false,
    },
  };
}

/** The texts in the order the terms read them: binding, copy, courtesy. */
export function frozenTexts(
  binding: { language: ContractLanguage; paragraphs: FrozenText['paragraphs'] },
  copy: { language: ContractLanguage; paragraphs: FrozenText['paragraphs'] } | null,
  courtesy: FrozenText['paragraphs'] | null,
): FrozenText[] {
  return [binding, ...(copy ? [copy] : []), ...(courtesy ? [{ language: 'en' as const, paragraphs: courtesy }] : [])];
}
