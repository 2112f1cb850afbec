import type { LocalePaths } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import type { SiteContentDto } from '#shared/schemas/content-schema.ts';
import type { MenuItemDto } from '#shared/schemas/menu-schema.ts';
import type { PropertyDto, PropertyImageDto } from '#shared/schemas/property-schema.ts';
import type { IslandMessages } from '#shared/site/island-messages.ts';

/**
 * Response shapes of the HTTP API (field names from docs/product.md §2), shared by server and browser. Each is
 * inferred from the zod schema the route answers with (src/shared/schemas/<resource>-schema.ts), so a shape has one
 * source; the browser imports them as types only, so no zod reaches the public pages.
 */
export type {
  ImageVariantDto,
  PropertyDetailsDto,
  PropertyDto,
  PropertyImageDto,
  PropertyVideoDto,
  StatsDto,
} from '#shared/schemas/property-schema.ts';
export type { MenuItemDto } from '#shared/schemas/menu-schema.ts';
export type IslandMenuItem = Omit<MenuItemDto, 'label_ca' | 'label_en'>;
export type { SiteContentDto } from '#shared/schemas/content-schema.ts';
export type { ConsentRecordDto } from '#shared/schemas/consent-schema.ts';
export type { ContactDto } from '#shared/schemas/contact-schema.ts';
export type { SetupChecklistDto, SystemStatusDto } from '#shared/schemas/system-schema.ts';
export type { LoginResponse, MeDto } from '#shared/schemas/auth-schemas.ts';
export type {
  BankStatementImportDto,
  BeneficiaryDto,
  PaymentBuyerLinkDto,
  PaymentCompanyDto,
  PaymentInstructionsDto,
  PaymentPageDto,
  PaymentStatus,
  PendingPaymentDto,
  StatementLineDto,
} from '#shared/schemas/payment-schema.ts';

/** Data the server embeds in a server-rendered public page, so hydration needs no API call. */
/**
 * What a portfolio card shows: the page carries these for its first cards, and the details (every
 * image, the videos, the description) arrive with GET /api/properties when a visitor opens one. Its `slug` is the
 * one of its page's language, the only one its link needs (the open property's language switcher takes every
 * language's path from the details).
 */
export type PropertyCardDto = Pick<
  PropertyDto,
  | 'id'
  | 'slug'
  | 'title'
  | 'neighborhood'
  | 'property_type'
  | 'status'
  | 'reserved'
  | 'bedrooms'
  | 'bathrooms'
  | 'size_m2'
  | 'size_m2_kind'
  | 'price'
  | 'energy_rating'
> & { cover: CardImageDto | null; image_count: number; video_count: number };

/** What drawing an image needs: its sizes, variants and caption in the page's language (cards, hero, social preview). */
export type CardImageDto = Pick<PropertyImageDto, 'url' | 'width' | 'height' | 'variants' | 'caption'>;

/** How many properties the portfolio has, in all and per status: filter counters and 'Ver más'. */
export type PortfolioSummary = { total: number; reformando: number; vendiendo: number; vendido: number };

/** The retention the product applies and the privacy policy states: backups in days, contact messages in months. */
export type RetentionPolicy = { backupDays: number; contactMonths: number };

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
  /** The server's date in Madrid (YYYY-MM-DD): the tax estimate's date, the same on both sides. */
  today: string;
  /** How long the backups and the contact messages are kept, as the privacy policy states (docs/product.md §3). */
  retention: RetentionPolicy;
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
 * What the islands render from: only what they use. The company texts and the messages of the parts that are never
 * hydrated (hero, about, legal pages, 404) stay on the server (decision 008). The page's `__DATA__` has this shape
 * without the messages that come with an island's chunk (shared/site/island-data.ts, decision 031).
 */
export type IslandPageData = Omit<PublicPageData, 'content' | 'messages' | 'menu'> & {
  content: Pick<SiteContentDto, 'company_name' | 'company_phone' | 'hero_title'>;
  /** The menu in the page's language (`label`), without the other languages' labels. */
  menu: IslandMenuItem[];
  messages: IslandMessages;
};
