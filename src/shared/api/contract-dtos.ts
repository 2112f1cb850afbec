// Response shapes of the contract endpoints (field names from docs/product.md §2 and docs/product.md §8), shared by the
// server that builds them and the browser pages that read them.
import type { ContractLanguage } from '#shared/contract-types/language.ts';
import type { CancelReasonCode, ContractStatus } from '#shared/contract-lifecycle/index.ts';
import type { ParagraphKind } from '#shared/contract-types/template-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';

export type ContractAttachmentDto = {
  /** 0-based; downloads are by index (GET /api/contracts/{id}/attachments/{index}). */
  index: number;
  filename: string;
  content_type: string;
  size: number;
  uploaded_at: string;
};

export type ContractBuyerDto = {
  id: number;
  name: string;
  email: string;
  dni: string;
  address: string;
  phone: string | null;
  buyer_order: number;
  signed_at: string | null;
  /** Language of the buyer's mails and public pages (docs/product.md §11.2). */
  language: Locale;
  /** The buyer's personal signing link, shown again to the administrator. */
  signing_url: string;
};

/** GET /api/cms/contracts item and POST /api/cms/contracts response. */
export type ContractDto = {
  id: string;
  contract_type: string;
  contract_type_name: string;
  contract_data: Record<string, unknown>;
  status: ContractStatus;
  created_at: string;
  updated_at: string;
  admin_signed_at: string | null;
  /** SHA-256 of the frozen text; null while the contract is a draft. */
  frozen_sha256: string | null;
  /** Set when archived (docs/product.md §5.3): out of the default list, signing links dead, every row kept. */
  archived_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** The language the contract is written in: 'es' or 'ca' (docs/product.md §5.6). */
  contract_language: ContractLanguage;
  /** The category chosen from the short list of reasons; null when only the free text was given. */
  cancel_reason_code: CancelReasonCode | null;
  /** The portfolio property the contract is about, when the wizard picked one. */
  property_id: number | null;
  buyers: ContractBuyerDto[];
  attachments: ContractAttachmentDto[];
};

export type ContractSignerDto = {
  name: string;
  email: string;
  dni: string;
  signed_at: string | null;
  buyer_order: number;
};

/** The company as a party to the contract on the signing page: its identity and whether its representative signed. */
export type SigningCompanyDto = {
  name: string;
  legal_name: string;
  address: string;
  email: string;
  phone: string;
  /** Who signed for the company; null until it signs. */
  representative: string | null;
  signed_at: string | null;
};

/** GET /api/contracts/{id}: what a buyer (or the administrator) reads on the signing page. */
export type PublicContractDto = {
  id: string;
  contract_type: string;
  contract_type_name: string;
  status: ContractStatus;
  created_at: string;
  contract_data: Record<string, unknown>;
  /** The frozen text once the administrator signed; the rendered draft before. */
  content: string;
  /** The same text as structured paragraphs, title first: what the page prints (never split from `content`). */
  paragraphs: { kind: 'title' | ParagraphKind; text: string }[];
  frozen_sha256: string | null;
  signers: ContractSignerDto[];
  attachments: Omit<ContractAttachmentDto, 'uploaded_at'>[];
  /** The buyer the link belongs to; null when the administrator reads it. */
  signer: Omit<ContractSignerDto, 'buyer_order'> | null;
  /** The language of the page's chrome: the link's buyer's, else the first buyer's. */
  language?: Locale;
  /** The language the contract text is written in; the page says so when it differs from `language`. */
  contract_language?: ContractLanguage;
  /** The type's name in the page's `language` (the heading); `contract_type_name` is the document's own. */
  contract_type_label?: string;
  /** The company among the signatories, and its identity for the page's footer (docs/product.md §5.4). */
  company?: SigningCompanyDto;
};

/** POST /api/contracts/{id}/buyer-sign. */
export type BuyerSignResponse = { all_signed: boolean; status: ContractStatus };

/** GET /api/cms/contracts/{id}/events: the audit trail. */
export type ContractEventDto = {
  id: number;
  event: string;
  actor: string;
  buyer_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
};
