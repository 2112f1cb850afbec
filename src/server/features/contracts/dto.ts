import type {
  ContractAttachmentDto,
  ContractDto,
  ContractEventDto,
  PublicContractDto,
} from '#shared/api/contract-dtos.ts';
import {
  buyerFileRequiredFor,
  prePaymentWarningMessage,
  prePaymentWarnings,
} from '#shared/banking/pre-payment-information.ts';
import { parseContractEventDetails } from '#shared/contract-lifecycle/event-details.ts';
import { withPaymentEuros } from '#shared/contract-lifecycle/payment-events.ts';
import type { SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import type { ContractParagraphs } from '#shared/contract-types/index.ts';
import { contractLanguageOr, copyLanguageOr, type ContractLanguage } from '#shared/contract-types/language.ts';
import { localeOr, type Locale } from '#shared/i18n/locales.ts';
import { BUYER_ID_TYPES, type BuyerIdType } from '#shared/identity/identity-document.ts';
import type { OutcomeAnswer } from '#shared/schemas/contract-outcome-schema.ts';
import type { AppSettings } from '#shared/schemas/settings-schema.ts';
import type { MailCompany } from '#server/lib/mail/layout.ts';

import { contractTypeName } from './contract-type-name';
import { outcomeAnswer } from './outcome/outcome-answer';
import type { AttachmentRow, BuyerRow, ContractAggregate, EventRow } from './queries';
import { missingSheetItems } from './sheet-missing';

/** Builds a buyer's signing link (it needs the server secret and PUBLIC_URL). */
export type SigningLinkOf = (buyer: BuyerRow) => string;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A stored identity document type read safely: anything unexpected is the specification's DNI/NIE. */
export const idTypeOf = (buyer: { idType: string }): BuyerIdType =>
  (BUYER_ID_TYPES as readonly string[]).includes(buyer.idType) ? (buyer.idType as BuyerIdType) : 'dni_nie';

/** A stored language column read safely: anything unexpected is Spanish. */
export const buyerLanguage = (buyer: { language: string } | null | undefined): Locale => localeOr(buyer?.language);

/** The stored language of a contract read safely: anything unexpected is Spanish. */
export const contractLanguageOf = (contract: { contractLanguage: string }): ContractLanguage =>
  contractLanguageOr(contract.contractLanguage);

/** A bilingual contract's second language, read safely: null for a single text (and for anything unexpected). */
export const copyLanguageOf = (contract: {
  contractLanguage: string;
  copyLanguage: string | null;
}): ContractLanguage | null => copyLanguageOr(contractLanguageOf(contract), contract.copyLanguage);

function attachmentDto(row: AttachmentRow): ContractAttachmentDto {
  return {
    index: row.position,
    filename: row.filename,
    content_type: row.contentType,
    size: row.size,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

/**
 * What is missing before the buyer pays on account (docs/product.md#31-property-listings-what-a-buyer-is-told): the
 * information sheet among the attachments, the buyer-file setting of the contract's type.
 */
function warningsBeforePayment(
  { contract, attachments }: ContractAggregate,
  settings: BuyerFileSettings,
): ContractDto['pre_payment_warnings'] {
  const missing = missingSheetItems({ attachments });
  const codes = prePaymentWarnings(
    {
      contractType: contract.contractType,
      contractData: contract.contractData,
      status: contract.status,
      archived: contract.archivedAt !== null,
      hasInformationSheet: attachments.some((attachment) => attachment.kind === 'information_sheet'),
      missingSheetItems: missing,
    },
    contract.signedTerms?.policy.buyer_file_required ?? buyerFileRequiredFor(contract.contractType, settings),
  );
  return codes.map((code) =>
    code === 'information_sheet_incomplete'
      ? { code, message: prePaymentWarningMessage(code, missing), items: missing }
      : { code, message: prePaymentWarningMessage(code) },
  );
}

type BuyerFileSettings = Pick<AppSettings, 'buyer_file_required_arras' | 'buyer_file_required_reservation'>;

/** What the company's view of a contract adds from other tables: its policy, test mode and links held by the company. */
export type ContractFacts = {
  policy: SignedTerms['policy'];
  testMode: boolean;
  handovers: ReadonlyMap<number, { at: Date }>;
  /** Every outcome recorded and each correction, oldest first (events `outcome_recorded`, `outcome_corrected`). */
  outcomeHistory: OutcomeAnswer[];
};

export function toContractDto(
  aggregate: ContractAggregate,
  linkOf: SigningLinkOf,
  settings: BuyerFileSettings,
  facts: ContractFacts,
): ContractDto {
  const { contract, buyers, attachments } = aggregate;
  return {
    id: contract.id,
    contract_type: contract.contractType,
    contract_type_name: contractTypeName(contract.contractType),
    contract_data: contract.contractData,
    status: contract.status,
    created_at: contract.createdAt.toISOString(),
    updated_at: contract.updatedAt.toISOString(),
    admin_signed_at: iso(contract.adminSignedAt),
    frozen_sha256: contract.frozenSha256,
    archived_at: iso(contract.archivedAt),
    cancelled_at: iso(contract.cancelledAt),
    cancel_reason: contract.cancelReason,
    contract_language: contractLanguageOf(contract),
    copy_language: copyLanguageOf(contract),
    cancel_reason_code: contract.cancelReasonCode,
    property_id: contract.propertyId,
    pre_payment_warnings: warningsBeforePayment(aggregate, settings),
    outcome: contract.outcome ? outcomeAnswer(contract.outcome) : null,
    outcome_history: facts.outcomeHistory,
    signing_policy: facts.policy,
    test_mode: facts.testMode,
    buyers: buyers.map((buyer) => ({
      id: buyer.id,
      name: buyer.name,
      email: buyer.email,
      dni: buyer.dni,
      id_type: idTypeOf(buyer),
      id_country: buyer.idCountry,
      nie: buyer.nie,
      address: buyer.address,
      phone: buyer.phone,
      buyer_order: buyer.buyerOrder,
      signed_at: iso(buyer.signedAt),
      language: buyerLanguage(buyer),
      signing_url: linkOf(buyer),
      link_handed_over_at: iso(facts.handovers.get(buyer.id)?.at ?? null),
    })),
    attachments: attachments.map(attachmentDto),
  };
}

/** The texts the signing page shows besides the binding one (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md). */
export type OtherTexts = {
  copy: (ContractParagraphs & { language: ContractLanguage }) | null;
  /** The English courtesy translation, for an English reader; `pdfUrl` without the link's token. */
  courtesy: (ContractParagraphs & { notice: string; pdfUrl: string }) | null;
};

const withTitle = ({ title, paragraphs }: ContractParagraphs): PublicContractDto['paragraphs'] => [
  { kind: 'title', text: title },
  ...paragraphs,
];

export function toPublicContractDto(
  { contract, buyers, attachments }: ContractAggregate,
  { content, paragraphs }: { content: string; paragraphs: ContractParagraphs },
  signer: BuyerRow | null,
  company: MailCompany,
  facts: Pick<ContractFacts, 'policy' | 'testMode' | 'outcomeHistory'> & { paymentDetailsSent: boolean },
  others: OtherTexts = { copy: null, courtesy: null },
): PublicContractDto {
  const language = buyerLanguage(signer ?? buyers[0]);
  const { copy, courtesy } = others;
  return {
    id: contract.id,
    contract_type: contract.contractType,
    contract_type_name: contractTypeName(contract.contractType, contractLanguageOf(contract)),
    status: contract.status,
    created_at: contract.createdAt.toISOString(),
    contract_data: contract.contractData,
    content,
    paragraphs: [{ kind: 'title', text: paragraphs.title }, ...paragraphs.paragraphs],
    frozen_sha256: contract.frozenSha256,
    signers: buyers.map((b) => ({
      name: b.name,
      email: b.email,
      dni: b.dni,
      signed_at: iso(b.signedAt),
      buyer_order: b.buyerOrder,
    })),
    attachments: attachments.map(attachmentDto).map(({ uploaded_at: _uploadedAt, ...rest }) => rest),
    signer: signer
      ? { name: signer.name, email: signer.email, dni: signer.dni, signed_at: iso(signer.signedAt) }
      : null,
    language,
    contract_language: contractLanguageOf(contract),
    contract_type_label: contractTypeName(contract.contractType, language),
    copy_language: copy?.language ?? null,
    copy: copy ? { language: copy.language, paragraphs: withTitle(copy) } : null,
    courtesy_translation: courtesy
      ? {
          language: 'en',
          binding_language: contractLanguageOf(contract),
          notice: courtesy.notice,
          paragraphs: withTitle(courtesy),
          pdf_url: courtesy.pdfUrl,
        }
      : null,
    outcome: contract.outcome ? outcomeAnswer(contract.outcome) : null,
    outcome_history: facts.outcomeHistory,
    signing_policy: facts.policy,
    test_mode: facts.testMode,
    payment_details_sent: facts.paymentDetailsSent,
    company: {
      name: company.name,
      legal_name: company.legalName,
      address: company.address,
      email: company.email,
      phone: company.phone,
      representative: contract.adminSignedAt ? (contract.adminSigner?.name ?? null) : null,
      signed_at: iso(contract.adminSignedAt),
    },
  };
}

export function toEventDto(row: EventRow): ContractEventDto {
  return {
    id: row.id,
    event: row.event,
    actor: row.actor,
    buyer_id: row.buyerId,
    ip: row.ip,
    user_agent: row.userAgent,
    // Checked against the event's schema; details that fail it are returned as stored (decision 030).
    // Payment events also answer `amount` in euros, as before decision 051.
    details:
      row.details === null
        ? null
        : withPaymentEuros(row.event, parseContractEventDetails(row.event, row.details).details),
    created_at: row.createdAt.toISOString(),
  };
}
