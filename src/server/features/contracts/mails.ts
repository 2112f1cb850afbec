import type { CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import type { CancelEffect, RefundEffect } from '#shared/contract-terms/cancel-effect.ts';
import { clauseReference, headingFor } from '#shared/contract-terms/clause-reference.ts';
import type { ClauseHeadings, SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import { longDate } from '#shared/contract-terms/termination-text.ts';
import type { ContractLanguage, TextLanguage } from '#shared/contract-types/language.ts';
import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import { contractTypeSummary } from '#shared/i18n/contract-type-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { centsToEuros, ZERO_CENTS } from '#shared/money/cents.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

// In the buyer's language (docs/product.md §11.2); the company's copy of the final mail stays Spanish.

/**
 * The languages of what the buyer reads (docs/product.md#each-readers-documents): the binding text's, a bilingual
 * contract's copy, and where the English courtesy translation is — on the page (`page`) or attached to this mail
 * (its file name); null without one.
 */
export type MailLanguages = {
  binding: ContractLanguage;
  copy: ContractLanguage | null;
  courtesy: 'page' | { attached: string } | null;
};

/**
 * Which text binds, when the mail is not in the contract's language (an English reader, or a Catalan contract read
 * in Spanish); that a copy in the other language is signed with it; and, for an English reader, where the courtesy
 * translation is.
 */
function languageNote(t: ReturnType<typeof buyerMailText>, mailLanguage: Locale, languages: MailLanguages): string[] {
  if (mailLanguage === languages.binding) return [];
  const { courtesy } = languages;
  return [
    t(languages.binding === 'ca' ? 'signatureRequest.languageNoteCa' : 'signatureRequest.languageNote'),
    ...(languages.copy ? [t(languages.copy === 'ca' ? 'languages.copyCa' : 'languages.copyEs')] : []),
    ...(mailLanguage !== 'en' || courtesy === null
      ? []
      : [
          courtesy === 'page'
            ? t('languages.courtesyOnPage')
            : t('languages.courtesyAttached', { filename: courtesy.attached }),
        ]),
  ];
}

/** The attached information sheets, by their file names (each in its own language). */
function sheetsNote(t: ReturnType<typeof buyerMailText>, sheets: readonly string[] | undefined): string[] {
  return sheets && sheets.length > 0 ? [t('documents.sheets', { files: sheets.join(', ') })] : [];
}

/**
 * A reservation's buyer who withdraws loses it, as its penitential clause says: read from the signed terms, with the
 * clause named by its heading in the mail's language when the contract has a text in it, the binding one otherwise.
 */
function reservationLoss(terms: SignedTerms | null | undefined, language: Locale): string[] {
  if (!terms || terms.payment.kind !== 'reserva') return [];
  const sum = terms.penitential.sums.find(
    (entry) => entry.concept === 'reservation' && entry.delivered === 'by_transfer',
  );
  const clause = terms.penitential.clause[language] ?? terms.penitential.clause[terms.languages.binding];
  if (!sum || !clause) return [];
  const t = buyerMailText(language);
  return [
    t('signatureRequest.reservationLoss', { amount: buyerAmount(centsToEuros(sum.amount_cents), language), clause }),
  ];
}

/** What the buyer is asked to sign, in their language: what the contract does, the property and the amounts. */
export function contractMailDetails(
  contract: { contractType: string; contractData: Record<string, unknown>; signedTerms?: SignedTerms | null },
  language: Locale,
): string[] {
  const t = buyerMailText(language);
  const data = contract.contractData;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const amount = (key: string) => {
    const value = typeof data[key] === 'number' ? data[key] : Number(data[key]);
    return Number.isFinite(value) && (value as number) > 0 ? buyerAmount(value as number, language) : '';
  };
  const lines = [
    text('direccion_inmueble') && t('signatureRequest.property', { address: text('direccion_inmueble') }),
    amount('precio_venta') && t('signatureRequest.price', { amount: amount('precio_venta') }),
    amount('importe_reserva') && t('signatureRequest.reservation', { amount: amount('importe_reserva') }),
    amount('importe_arras') && t('signatureRequest.deposit', { amount: amount('importe_arras') }),
  ].filter(Boolean);
  const summary = contractTypeSummary(contract.contractType, language);
  return [
    ...(summary ? [summary] : []),
    ...reservationLoss(contract.signedTerms, language),
    ...(lines.length > 0 ? [lines.join('\n')] : []),
  ];
}

export function signatureRequestMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  url: string;
  language: Locale;
  languages: MailLanguages;
  /** contractMailDetails: paragraphs after the request, none for a caller that has none. */
  details?: string[];
  /** The attached information sheets' file names. */
  sheets?: readonly string[];
}) {
  const t = buyerMailText(input.language);
  const { contractName, companyName } = input;
  return {
    subject: t('signatureRequest.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('signatureRequest.title'),
      paragraphs: [
        t('greeting', { name: input.buyerName }),
        t('signatureRequest.body', { companyName, contractName }),
        ...(input.details ?? []),
        ...languageNote(t, input.language, input.languages),
        ...sheetsNote(t, input.sheets),
        t('signatureRequest.personal'),
      ],
      action: { label: t('signatureRequest.action'), url: input.url },
      footer: companyName,
    }),
  };
}

export function signedContractMail(input: {
  recipientName: string;
  contractName: string;
  companyName: string;
  /** Of the signed text (what each party signed). */
  sha256: string;
  /** Of the attached PDF file, so anyone can check the copy they keep is this one. */
  pdfSha256: string;
  /** The verification page in the recipient's language, next to the hashes it checks. */
  verifyUrl: string;
  language: Locale;
  languages: MailLanguages;
  /** The attached information sheets' file names. */
  sheets?: readonly string[];
}) {
  const t = buyerMailText(input.language);
  const { contractName } = input;
  return {
    subject: t('signed.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('signed.title'),
      paragraphs: [
        t('greeting', { name: input.recipientName }),
        t('signed.body', { contractName }),
        ...languageNote(t, input.language, input.languages),
        ...sheetsNote(t, input.sheets),
        t('signed.pdfHash', { sha256: input.pdfSha256 }),
        t('signed.textHash', { sha256: input.sha256 }),
        t('signed.verify', { verifyUrl: input.verifyUrl }),
        t('signed.keep'),
      ],
      footer: input.companyName,
    }),
  };
}

/** What the cancellation means for the buyer's money, by its category and the contract's type (arras or reservation). */
function cancelEffectKey(reasonCode: CancelReasonCode, contractType: string) {
  if (reasonCode === 'buyer_withdrawal' && contractType === 'arras_penitenciales') {
    return 'cancelled.effect.buyer_withdrawal_arras' as const;
  }
  return `cancelled.effect.${reasonCode}` as const;
}

type MailText = ReturnType<typeof buyerMailText>;

const NO_CLAUSE: Record<Locale, string> = { es: 'las cláusulas', ca: 'els pactes', en: 'the terms' };

/** The clause by its real heading in the reader's words ("el pacte SEGON («…»)"), docs/product.md#cancel-notice. */
function clauseOf(headings: ClauseHeadings, language: Locale, binding: TextLanguage): string {
  const heading = headingFor(headings, language, binding);
  return heading ? clauseReference(heading, language) : NO_CLAUSE[language];
}

/** The effect's lines: the refund with its amount, clause, term, start and last day, and the clause's own sentence. */
function refundLines(
  t: MailText,
  key: 'cancelled.effect.seller_withdrawal_double_arras' | 'cancelled.effect.condition_not_met',
  effect: RefundEffect | null,
  language: Locale,
  binding: TextLanguage,
): string[] {
  const day = (iso: string) => longDate(iso, language);
  const term = effect?.term ?? null;
  const termText = term
    ? t('cancelled.term', {
        days: term.days,
        unit: term.unit,
        from: term.from,
        startDate: day(effect!.start),
        hasDueDate: effect!.due_date ? 'yes' : 'no',
        dueDate: effect!.due_date ? day(effect!.due_date) : '',
      })
    : t('cancelled.noTerm');
  const clause = clauseOf(effect?.clause ?? {}, language, binding);
  const amount = effect?.amount_cents ?? ZERO_CENTS;
  return [
    t(key, {
      clause,
      hasAmount: amount > 0 ? 'yes' : 'no',
      amount: buyerAmount(centsToEuros(amount), language),
      term: termText,
    }),
    // The sentence that sets the term, as signed, to the reader of the binding text.
    ...(term?.text && language === binding ? [t('cancelled.clauseSays', { clause, text: term.text })] : []),
    ...(term?.unit === 'business_days' ? [t('cancelled.businessDays', { city: 'Barcelona' })] : []),
  ];
}

function effectLines(
  t: MailText,
  input: { reasonCode: CancelReasonCode; contractType: string; companyName: string; language: Locale },
  effect: CancelEffect | undefined,
  binding: TextLanguage,
): string[] {
  const { reasonCode, language } = input;
  if (reasonCode === 'seller_withdrawal_double_arras' || reasonCode === 'condition_not_met')
    return refundLines(
      t,
      `cancelled.effect.${reasonCode}`,
      effect?.kind === 'refund' ? effect : null,
      language,
      binding,
    );
  if (reasonCode === 'mutual_agreement') {
    if (effect?.kind !== 'agreement') return [];
    const day = (iso: string) => longDate(iso, language);
    return [
      t('cancelled.effect.mutual_agreement', {
        signedOn: day(effect.signed_on),
        hasAmount: effect.amount_cents > 0 ? 'yes' : 'no',
        companyName: input.companyName,
        amount: buyerAmount(centsToEuros(effect.amount_cents), language),
        deadline: effect.deadline ? day(effect.deadline) : '',
      }),
    ];
  }
  return [t(cancelEffectKey(reasonCode, input.contractType))];
}

/**
 * The category in the buyer's words and its legal effect for them, read from the signed terms (`effect`), then the
 * administrator's own text (as typed, in the company's language, marked as the company's words); and not to pay
 * (docs/product.md#cancel-notice).
 */
export function contractCancelledMail(input: {
  buyerName: string;
  contractName: string;
  contractType: string;
  companyName: string;
  reasonCode: CancelReasonCode | null;
  reason: string;
  language: Locale;
  /** From the signed terms (cancel-effect.ts); without it a refund names no amount and no term. */
  effect?: CancelEffect;
  /** The binding text's language: whose headings and sentences are quoted. */
  binding?: TextLanguage;
}) {
  const t = buyerMailText(input.language);
  const { contractName, companyName } = input;
  const reasonLines = input.reasonCode
    ? [
        t('cancelled.reason', { reason: t(`cancelled.reason.${input.reasonCode}`) }),
        ...effectLines(t, { ...input, reasonCode: input.reasonCode }, input.effect, input.binding ?? 'es'),
        t('cancelled.details', { details: input.reason }),
      ]
    : [t('cancelled.details', { details: input.reason })];
  return {
    subject: t('cancelled.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('cancelled.title'),
      paragraphs: [
        t('greeting', { name: input.buyerName }),
        t('cancelled.body', { companyName, contractName }),
        ...reasonLines,
        t('cancelled.noPayment'),
        t('cancelled.questions'),
      ],
      footer: companyName,
    }),
  };
}
