import type { CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import type { ContractLanguage } from '#shared/contract-types/language.ts';
import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import { contractTypeSummary } from '#shared/i18n/contract-type-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

// In the buyer's language (docs/product.md §11.2); the company's copy of the final mail stays Spanish.

/** Which text binds, when the mail is not in the contract's language (an English reader, or a Catalan contract read in Spanish). */
function languageNote(
  t: ReturnType<typeof buyerMailText>,
  mailLanguage: Locale,
  contractLanguage: ContractLanguage,
): string[] {
  if (mailLanguage === contractLanguage) return [];
  return [t(contractLanguage === 'ca' ? 'signatureRequest.languageNoteCa' : 'signatureRequest.languageNote')];
}

/** What the buyer is asked to sign, in their language: what the contract does, the property and the amounts. */
export function contractMailDetails(
  contract: { contractType: string; contractData: Record<string, unknown> },
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
  return [...(summary ? [summary] : []), ...(lines.length > 0 ? [lines.join('\n')] : [])];
}

export function signatureRequestMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  url: string;
  language: Locale;
  contractLanguage: ContractLanguage;
  /** contractMailDetails: paragraphs after the request, none for a caller that has none. */
  details?: string[];
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
        ...languageNote(t, input.language, input.contractLanguage),
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
  contractLanguage: ContractLanguage;
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
        ...languageNote(t, input.language, input.contractLanguage),
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

/**
 * The category in the buyer's words and its legal effect for them, then the administrator's own text (as typed, in
 * the company's language, marked as the company's words); and not to pay (docs/product.md#cancelling-a-contract).
 */
export function contractCancelledMail(input: {
  buyerName: string;
  contractName: string;
  contractType: string;
  companyName: string;
  reasonCode: CancelReasonCode | null;
  reason: string;
  language: Locale;
}) {
  const t = buyerMailText(input.language);
  const { contractName, companyName } = input;
  const reasonLines = input.reasonCode
    ? [
        t('cancelled.reason', { reason: t(`cancelled.reason.${input.reasonCode}`) }),
        t(cancelEffectKey(input.reasonCode, input.contractType)),
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
