import type { ContentValues } from '#shared/site/content.ts';
import type { SetupCheck } from '#shared/site/setup-checklist.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { LocalePaths } from '#shared/i18n/locale-path.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';

/** Response shapes of the HTTP API (field names from docs/product.md §2), shared by server and browser. */

type ImageVariantDto = { width: number; height: number; url: string };

export type PropertyImageDto = {
  id: number;
  /** Largest WebP variant, served by the product (never a data: URL). */
  url: string;
  width: number;
  height: number;
  /** Ascending by width, for srcset. */
  variants: ImageVariantDto[];
  /** Spanish, or with `?lang=` the language asked for where written. */
  caption: string | null;
  /** Stored translations as written (null when missing). */
  caption_ca: string | null;
  caption_en: string | null;
  is_before: boolean;
  is_after: boolean;
  order: number;
};

export type PropertyVideoDto = { id: number; youtube_url: string; title: string | null; title_ca: string | null; title_en: string | null };

export type PropertyDto = {
  id: number;
  /** The readable part of its URL in Spanish, Catalan and English (`/ca/propiedades/{id}-{slug_ca}`). */
  slug: string;
  slug_ca: string;
  slug_en: string;
  /** Spanish, or with `?lang=` the language asked for where written (docs/product.md §11.1). */
  title: string;
  description: string;
  /** Stored Catalan and English texts as written (null when missing), whatever the language asked for. */
  title_ca: string | null;
  title_en: string | null;
  description_ca: string | null;
  description_en: string | null;
  address: string;
  neighborhood: string;
  property_type: string;
  status: string;
  bedrooms: number;
  bathrooms: number;
  size_m2: number;
  images: PropertyImageDto[];
  videos: PropertyVideoDto[];
  order: number;
  start_date: string | null;
  completion_date: string | null;
  energy_rating: string | null;
  energy_consumption: number | null;
  energy_emissions: number | null;
  price: number | null;
  created_at: string;
  updated_at: string;
} & PropertyDetailsDto;

/** What a buyer must be told before buying (docs/product.md#31-property-listings-what-a-buyer-is-told); null where not filled in. */
export type PropertyDetailsDto = {
  usable_area_m2: number | null;
  built_area_m2: number | null;
  cadastral_reference: string | null;
  registry_office: string | null;
  registry_property_number: string | null;
  registry_idufir: string | null;
  year_built: number | null;
  floor: string | null;
  has_lift: boolean | null;
  community_fees_per_year: number | null;
  ibi_per_year: number | null;
  habitability_certificate_number: string | null;
  habitability_certificate_date: string | null;
  is_new_build: boolean;
  publish_to_portals: boolean;
  /** This property's payment terms: the reservation in euros, the arras in % of the price, free words per language. */
  reservation_amount: number | null;
  arras_percentage: number | null;
  /** Spanish, or with `?lang=` the language asked for where written. */
  payment_terms: string | null;
  payment_terms_ca: string | null;
  payment_terms_en: string | null;
};

export type MenuItemDto = {
  id: string;
  /** Spanish, or with `?lang=` the language asked for where written. */
  label: string;
  /** Stored translations as written (null when missing). */
  label_ca: string | null;
  label_en: string | null;
  href: string;
  order: number;
  is_active: boolean;
};

/** Every known key with its value (stored or Spanish fallback); unknown stored keys too. */
export type SiteContentDto = ContentValues;

/** A visitor's recorded cookie choice (POST/GET /api/consent). */
export type ConsentRecordDto = {
  id: string;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  policy_version: string;
  recorded_at: string;
};

export type ContactDto = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  interested_property: string | null;
  created_at: string;
};

export type StatsDto = { total_properties: number; reformando: number; vendiendo: number; vendidas: number };

export type SystemStatusDto = {
  version: string;
  database: 'pglite' | 'postgres';
  last_backup_at: string | null;
  mail: { pending: number; failed: number; last_error: string | null };
};

/** GET /api/cms/setup-checklist: the dashboard's first-run checklist (docs/product.md §4). */
export type SetupChecklistDto = {
  checks: SetupCheck[];
  /** Labels of the company details a contract prints that are not filled in (the 'Firmar' dialog lists them). */
  contract_missing_details: string[];
};

export type MeDto = { id: number; username: string; email: string | null; is_admin: boolean; role: 'owner' | 'staff' };

export type LoginResponse = { access_token: string; token_type: 'bearer' };

/** Data the server embeds in a server-rendered public page, so hydration needs no API call. */
/**
 * What a portfolio card shows: the page carries these for its first cards, and the details (every
 * image, the videos, the description) arrive with GET /api/properties when a visitor opens one.
 */
export type PropertyCardDto = Pick<
  PropertyDto,
  'id' | 'slug' | 'slug_ca' | 'slug_en' | 'title' | 'neighborhood' | 'property_type' | 'status' | 'bedrooms' | 'bathrooms' | 'size_m2' | 'price' | 'energy_rating'
> & { cover: PropertyImageDto | null; image_count: number; video_count: number };

/** How many properties the portfolio has, in all and per status: filter counters and 'Ver más'. */
export type PortfolioSummary = { total: number; reformando: number; vendiendo: number; vendido: number };

export type PublicPageData = {
  page: 'home' | 'property' | 'terminos' | 'privacidad' | 'cookies' | 'not_found';
  content: SiteContentDto;
  menu: MenuItemDto[];
  /**
   * The cards rendered with the page: the first pages of the portfolio (`?pagina=N` asks for N pages).
   * The rest is fetched from GET /api/properties when the visitor asks for it.
   */
  cards: PropertyCardDto[];
  portfolio: PortfolioSummary;
  /** The property whose modal opens on load (property URLs), whether or not it is among the cards. */
  property: PropertyDto | null;
  /** Server's current year, so the footer renders the same on both sides. */
  year: number;
  publicUrl: string;
  /** The page's language (its URL prefix) and that language's interface strings, the only catalog sent. */
  locale: Locale;
  messages: PublicMessages;
  /**
   * This page in every language, prefix included (`/cookies`, `/ca/cookies`, `/en/cookies`): the language switcher's
   * targets. A property's page has its slug in each language (`/en/propiedades/12-bright-flat`).
   */
  paths: LocalePaths;
};

/**
 * The account buyers transfer to, named exactly as the bank holds it (euro-area banks check the
 * name); IBAN in paper form, in groups of four.
 */
export type BeneficiaryDto = { name: string; iban: string; bank: string; bic: string };

/** POST /api/payments/create-transfer-instructions (docs/product.md §2 "payment instructions response"). */
export type PaymentInstructionsDto = {
  payment_url: string;
  /** ISO 11649 creditor reference, electronic form ("RF18539007547034"). */
  payment_reference: string;
  amount: number;
  transaction_id: string;
  payment_type: PaymentType;
  contract_id: string;
  /** null until the company's bank details are filled in (docs/product.md §6). */
  beneficiary: BeneficiaryDto | null;
  /** Labels of the company details still to fill in before the buyer sees the account; [] when complete. */
  missing_bank_details: string[];
  /** The contract's status now: before `signed` the buyer's page shows neither account nor reference. */
  contract_status: string;
  /** One link per buyer, each opening the page in that buyer's language (`&lang=`). */
  buyer_links: PaymentBuyerLinkDto[];
};

export type PaymentBuyerLinkDto = { name: string; email: string; language: Locale; payment_url: string };

/** GET /api/cms/pending-payments item (docs/product.md §2 "pending payment"). */
export type PendingPaymentDto = {
  transaction_id: string;
  amount: number;
  contract_type: string;
  contract_data: Record<string, unknown>;
  payment_reference: string;
  created_at: string;
  contract_id: string;
  payment_type: PaymentType;
  payment_url: string;
  /** The contract's status: 'Confirmado' completes only a signed one (docs/product.md §6). */
  contract_status: string;
};

export type PaymentCompanyDto = { name: string; email: string | null; phone: string | null };

/**
 * `awaiting_signatures`: not every party has signed yet, so the page shows neither account nor reference
 * (docs/product.md §6 "Pay after signing"). `cancelled`: the contract was cancelled before the money arrived, so
 * the page tells the buyer not to pay.
 */
export type PaymentStatus = 'pending' | 'awaiting_signatures' | 'paid' | 'cancelled';

/** GET /api/payments/{transaction_id}?token=…: everything the public payment page shows. */
export type PaymentPageDto = {
  transaction_id: string;
  status: PaymentStatus;
  amount: number;
  amount_words: string;
  payment_type: PaymentType;
  contract_type_name: string;
  contract_short_id: string;
  /** Paper form, in groups of four ("RF18 5390 0754 7034"); null until every party has signed. */
  reference: string | null;
  /**
   * null while the company's bank details are not filled in (the page then shows whom to contact instead) and
   * until every party has signed.
   */
  beneficiary: BeneficiaryDto | null;
  /** Last day to transfer ("2026-11-28", Madrid), once every party has signed and while the payment is due. */
  transfer_deadline: string | null;
  /** Who the buyer can ask while the bank details are pending; lines that are not filled in are left out. */
  company: PaymentCompanyDto;
  /** EPC069-12 SEPA credit transfer payload encoded in the QR code; null once nothing is due. */
  epc_payload: string | null;
  /** `data:image/svg+xml` URL of the QR code; null once nothing is due. */
  qr_image: string | null;
  paid_at: string | null;
  /** Language of the page's texts: the link's `lang`, else the contract's first buyer's (docs/product.md §11.2). */
  language: Locale;
};

/** One line of an imported bank statement, as the import reports it (docs/product.md §6 "Bank statements"). */
export type StatementLineDto = {
  amount: number;
  currency: string;
  /** The RF reference the line carries (electronic form), or null when it carries none. */
  reference: string | null;
  payer_name: string | null;
  text: string;
  booked_on: string | null;
  account: string;
  transaction_id: string | null;
  contract_id: string | null;
};

/** POST /api/cms/bank-statements. */
export type BankStatementImportDto = {
  format: 'norma43' | 'camt053';
  /** Credits that confirmed a pending payment now (receipt mailed, contract completed when signed). */
  confirmed: (StatementLineDto & { contract_status: string })[];
  /** Everything else a person should look at, with why it was not confirmed. */
  unmatched: (StatementLineDto & {
    reason: 'debit' | 'not_booked' | 'currency' | 'no_reference' | 'unknown_reference' | 'amount_mismatch' | 'contract_cancelled';
    /** The payment's amount, when the reference is known but the amount differs. */
    expected_amount: number | null;
  })[];
  /** Credits for payments confirmed before (by hand, or by an earlier import of the same movement). */
  already_confirmed: (StatementLineDto & { paid_at: string | null })[];
};
