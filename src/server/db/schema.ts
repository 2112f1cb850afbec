import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '#shared/audit-log/actions.ts';
import {
  CONTRACT_EVENT_NAMES,
  CONTRACT_STATUS,
  CONTRACT_STATUSES,
  type CancelReasonCode,
  type ContractOutcomeRecord,
} from '#shared/contract-lifecycle/index.ts';
import { PAYMENT_STATUS, PAYMENT_STATUSES } from '#shared/contract-lifecycle/payment-statuses.ts';
import type { ContractParagraphs } from '#shared/contract-types/render-contract.ts';
import type { ParagraphKind } from '#shared/contract-types/template-format.ts';
import { MAIL_STATUS, MAIL_STATUSES } from '#shared/mail-lifecycle/statuses.ts';
import { PROPERTY_STATUSES } from '#shared/property-lifecycle/statuses.ts';

/** Raw bytes. PGlite hands back Uint8Array and node-postgres Buffer; both become Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An amount of money in integer cents (docs/product.md#money); never a floating-point number. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A CHECK that the column holds one of the shared list's values (decision 030): drizzle-kit writes it into the
 * migration, so a list and its constraint never drift apart. The lists only ever grow, so old rows stay valid.
 */
const oneOf = (name: string, column: string, values: readonly string[]) =>
  check(name, sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Key/value settings the product keeps with its data (generated JWT secret, last backup time). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** Bumped on every password change or reset and on deactivation: tokens carrying an older version stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** 'owner' (everything) or 'staff' (properties, texts, contacts, drafts): docs/product.md §4. Existing accounts are owners. */
  role: text('role').$type<PersonRole>().notNull().default('owner'),
  fullName: text('full_name').notNull().default(''),
  /** A deactivated person cannot log in and their sessions end at once; the row stays for the audit trail. */
  active: boolean('active').notNull().default(true),
  /** Who may sign for the company: name, DNI, position and powers as the contract states them; null: may not sign. */
  signingPowers: jsonb('signing_powers').$type<SigningPowers>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type PersonRole = 'owner' | 'staff';
export type SigningPowers = { name: string; dni: string; position: string; powers: string };

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** 'reset' (requested on /reset-password) or 'invitation' (an owner invited the person): a reset request retires only resets. */
  kind: text('kind').$type<'reset' | 'invitation'>().notNull().default('reset'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every instance (login throttling, token guessing). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Every binary the product keeps (images, attachments, signatures, PDFs), shared by all instances. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  /** Public files (property images) are served to anyone; the rest only through their owner's checks. */
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: createdAt(),
});

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // Catalan and English texts; null or blank falls back to the Spanish (docs/product.md §11.2, decision 012).
    titleCa: text('title_ca'),
    titleEn: text('title_en'),
    descriptionCa: text('description_ca'),
    descriptionEn: text('description_en'),
    address: text('address').notNull(),
    neighborhood: text('neighborhood').notNull(),
    propertyType: text('property_type').notNull(),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    sizeM2: doublePrecision('size_m2').notNull(),
    order: integer('order').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    energyRating: text('energy_rating'),
    energyConsumption: doublePrecision('energy_consumption'),
    energyEmissions: doublePrecision('energy_emissions'),
    /** Money is integer cents (docs/product.md#money): the API reads and writes euros. */
    priceCents: cents('price_cents'),
    // What a buyer must be told before buying (docs/product.md#31-property-listings-what-a-buyer-is-told); all optional, so
    // properties stored before keep working and the admin completes them.
    usableAreaM2: doublePrecision('usable_area_m2'),
    builtAreaM2: doublePrecision('built_area_m2'),
    cadastralReference: text('cadastral_reference'),
    registryOffice: text('registry_office'),
    registryPropertyNumber: text('registry_property_number'),
    registryIdufir: text('registry_idufir'),
    yearBuilt: integer('year_built'),
    floor: text('floor'),
    hasLift: boolean('has_lift'),
    communityFeesPerYearCents: cents('community_fees_per_year_cents'),
    ibiPerYearCents: cents('ibi_per_year_cents'),
    habitabilityCertificateNumber: text('habitability_certificate_number'),
    habitabilityCertificateDate: timestamp('habitability_certificate_date', { withTimezone: true }),
    /** New build pays IVA + AJD, second hand pays ITP: existing rows are second hand. */
    isNewBuild: boolean('is_new_build').notNull().default(false),
    /** Listed in the portal feeds (/feeds/kyero.xml); off until the admin turns it on. */
    publishToPortals: boolean('publish_to_portals').notNull().default(false),
    /**
     * This property's payment terms (docs/product.md#31-property-listings-what-a-buyer-is-told): the reservation in
     * euros, the arras as a percentage of the price and free words per language; null means the general terms.
     */
    reservationAmountCents: cents('reservation_amount_cents'),
    arrasPercentage: doublePrecision('arras_percentage'),
    paymentTerms: text('payment_terms'),
    paymentTermsCa: text('payment_terms_ca'),
    paymentTermsEn: text('payment_terms_en'),
    /**
     * Which area `size_m2` is, so the card says "92 m² construidos" (RD 515/1989 art. 4): 'built' or 'usable'.
     * Rows from before are read as built, unless the figure is their usable area (set by the migration).
     */
    sizeM2Kind: text('size_m2_kind').$type<'built' | 'usable'>().notNull().default('built'),
    /**
     * What Llei 18/2007 art. 60.3 asks before a payment on account (docs/product.md#31-property-listings-what-a-buyer-is-told):
     * free texts in Spanish with their Catalan and English (null or blank: the Spanish), occupancy and the floor plan.
     */
    buildingStructure: text('building_structure'),
    buildingStructureCa: text('building_structure_ca'),
    buildingStructureEn: text('building_structure_en'),
    insulation: text('insulation'),
    insulationCa: text('insulation_ca'),
    insulationEn: text('insulation_en'),
    installations: text('installations'),
    installationsCa: text('installations_ca'),
    installationsEn: text('installations_en'),
    finishes: text('finishes'),
    finishesCa: text('finishes_ca'),
    finishesEn: text('finishes_en'),
    communityCharges: text('community_charges'),
    communityChargesCa: text('community_charges_ca'),
    communityChargesEn: text('community_charges_en'),
    communityStatutes: text('community_statutes'),
    communityStatutesCa: text('community_statutes_ca'),
    communityStatutesEn: text('community_statutes_en'),
    /** 'vacant', 'tenanted' or 'occupied' (without a title); null: not stated. */
    occupancy: text('occupancy').$type<'vacant' | 'tenanted' | 'occupied'>(),
    /** The floor plan (PDF, JPEG, PNG or WebP, checked by its bytes); a public file like the images. */
    floorPlanFileId: uuid('floor_plan_file_id').references(() => storedFiles.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_order_idx').on(t.order),
    check('properties_size_m2_kind_check', sql`${t.sizeM2Kind} in ('built', 'usable')`),
    check('properties_occupancy_check', sql`${t.occupancy} in ('vacant', 'tenanted', 'occupied')`),
    oneOf('properties_status_check', 'status', PROPERTY_STATUSES),
  ],
);

export type ImageVariant = { width: number; height: number; fileId: string };

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    /** Null while an uploaded image waits for its property to be saved. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** Largest WebP variant; `variants` lists every width (ascending). */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    /**
     * JPEG of the largest size, for the portals that refuse WebP. Images stored before it existed get one the
     * first time a feed lists them (docs/decisions/017-listings-and-portal-feed.md).
     */
    jpegFileId: uuid('jpeg_file_id').references(() => storedFiles.id),
    caption: text('caption'),
    // Translations of the caption; NULL falls back to the Spanish (decision 012).
    captionCa: text('caption_ca'),
    captionEn: text('caption_en'),
    isBefore: boolean('is_before').notNull().default(false),
    isAfter: boolean('is_after').notNull().default(false),
    order: integer('order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.order)],
);

export const propertyVideos = pgTable(
  'property_videos',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    youtubeUrl: text('youtube_url').notNull(),
    title: text('title'),
    titleCa: text('title_ca'),
    titleEn: text('title_en'),
    order: integer('order').notNull(),
  },
  (t) => [index('property_videos_property_idx').on(t.propertyId, t.order)],
);

export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  /** Spanish, the reference text; blank restores the default. */
  value: text('value').notNull(),
  // Only the eleven site texts are translated; null or blank falls back to the Spanish (decision 012).
  valueCa: text('value_ca'),
  valueEn: text('value_en'),
  updatedAt: updatedAt(),
});

export const menuItems = pgTable('menu_items', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  // Translations of the label; NULL falls back to the Spanish (decision 012).
  labelCa: text('label_ca'),
  labelEn: text('label_en'),
  href: text('href').notNull(),
  order: integer('order').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Cookie choices as the visitor made them, so each one can be shown later with its date and policy version
 * (docs/product.md §3). `consent_id` is a random id kept in the visitor's browser: nothing personal.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    consentId: uuid('consent_id').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    functional: boolean('functional').notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_consent_idx').on(t.consentId, t.createdAt)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    interestedProperty: text('interested_property'),
    /** The language of the page it was sent from (es, ca, en); NULL for messages older than the field. */
    locale: text('locale'),
    /** Waiting for the next notification mail, which summarises every message since the last one. */
    notificationPending: boolean('notification_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt),
    index('contacts_notification_pending_idx')
      .on(t.id)
      .where(sql`${t.notificationPending}`),
  ],
);

/**
 * When each kind of summary mail was last sent. Sending one claims its row with a conditional update
 * ("last sent more than a minute ago"), so instances sharing the database never send two in one minute.
 */
export const mailDigests = pgTable('mail_digests', {
  kind: text('kind').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/** Who signed for the company; position and powers from their account (absent on contracts signed before accounts). */
export type SignerIdentity = {
  name: string;
  email: string;
  dni: string;
  position?: string;
  powers?: string;
  userId?: number;
  /** Signed from the shared first account on behalf of the representative in the company details (docs/product.md §4). */
  sharedAccount?: boolean;
};

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractType: text('contract_type').notNull(),
    contractData: jsonb('contract_data').$type<Record<string, unknown>>().notNull(),
    /** Changed only through the lifecycle's transition table (src/shared/contract-lifecycle). */
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default(CONTRACT_STATUS.draft),
    /** Rendered text fixed when the contract leaves draft; what every signer signs. */
    frozenContent: text('frozen_content'),
    frozenSha256: text('frozen_sha256'),
    /**
     * The frozen text as the structured paragraphs it was rendered as (title, then each `{kind, text}`):
     * the PDF, Word and signing page print these and never split the text again, so no typed value can become
     * a clause. Null for contracts frozen by earlier releases (see contract-document.ts).
     */
    frozenParagraphs: jsonb('frozen_paragraphs').$type<ContractParagraphs>(),
    /**
     * The kind of each paragraph of the frozen text after its title (heading, clause or paragraph), as the
     * template said before any value was filled in: typed data can never turn into a heading. Null for
     * contracts frozen before it was stored (their kinds are read back from the text).
     */
    frozenParagraphKinds: jsonb('frozen_paragraph_kinds').$type<ParagraphKind[]>(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    adminSigner: jsonb('admin_signer').$type<SignerIdentity>(),
    adminSignedAt: timestamp('admin_signed_at', { withTimezone: true }),
    /** Set instead of deleting anything that left draft (docs/product.md §5.3): out of the list, links dead, rows kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** One of CANCEL_REASON_CODES; null when the administrator gave only the free text. */
    cancelReasonCode: text('cancel_reason_code').$type<CancelReasonCode>(),
    /** The language the contract is written, frozen and sealed in: 'es' or 'ca' (docs/product.md §5.6). */
    contractLanguage: text('contract_language').notNull().default('es'),
    /**
     * A bilingual contract's second text ('es' or 'ca', never contract_language), frozen, signed and sealed with the
     * binding one, which prevails (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md); null: one text.
     */
    copyLanguage: text('copy_language'),
    /** The copy's paragraphs, frozen with the binding text; the hashed frozen_content holds both texts. */
    frozenCopyParagraphs: jsonb('frozen_copy_paragraphs').$type<ContractParagraphs>(),
    /**
     * The English courtesy translation fixed when the company signs, for contracts with an English-reading buyer:
     * never binding, so outside the hashed text (docs/product.md §5.6).
     */
    frozenCourtesyParagraphs: jsonb('frozen_courtesy_paragraphs').$type<ContractParagraphs>(),
    /**
     * What happened after the money (docs/product.md#outcome): the deed at the notary or a withdrawal, recorded once
     * by an owner on a completed contract; null until then.
     */
    outcome: jsonb('outcome').$type<ContractOutcomeRecord>(),
    /** The portfolio property the contract is about, when the wizard picked one; its information sheet is attached. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Upgrade-safe: every release only ever wrote these values.
  () => [oneOf('contracts_status_check', 'status', CONTRACT_STATUSES)],
);

export const contractBuyers = pgTable(
  'contract_buyers',
  {
    id: serial('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    buyerOrder: integer('buyer_order').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    dni: text('dni').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    /** The language of every mail and public page this buyer gets (docs/product.md §11.2); the contract stays Spanish. */
    language: text('language').notNull().default('es'),
    /**
     * SHA-256 of the signing token, for lookup. The token itself is never stored: it is
     * HMAC(server secret, contract, buyer, random nonce), so the admin list can show the link again.
     */
    tokenHash: text('token_hash').notNull().unique(),
    tokenNonce: text('token_nonce').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
  },
  (t) => [uniqueIndex('contract_buyers_order_idx').on(t.contractId, t.buyerOrder)],
);

/** The contract a row belongs to, deleted with it. */
const contractRef = () =>
  uuid('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'cascade' });
/** The buyer a row belongs to, deleted with them. */
const buyerRef = () =>
  integer('buyer_id')
    .notNull()
    .references(() => contractBuyers.id, { onDelete: 'cascade' });

export const contractAttachments = pgTable(
  'contract_attachments',
  {
    id: serial('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'upload' (the admin's files), or what the product attached from the contract's property: its
     * 'information_sheet' and its 'floor_plan' (docs/product.md#31-property-listings-what-a-buyer-is-told).
     */
    kind: text('kind').$type<'upload' | 'information_sheet' | 'floor_plan'>().notNull().default('upload'),
  },
  (t) => [
    uniqueIndex('contract_attachments_position_idx').on(t.contractId, t.position),
    check('contract_attachments_kind_check', sql`${t.kind} in ('upload', 'information_sheet', 'floor_plan')`),
  ],
);

/**
 * The contract's audit trail: every event with time, IP and browser. No foreign key on purpose: the trail
 * outlives even a deleted draft (docs/product.md §5.3), so no route can take it away with its contract.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    contractId: uuid('contract_id').notNull(),
    event: text('event', { enum: CONTRACT_EVENT_NAMES }).notNull(),
    actor: text('actor').notNull(),
    buyerId: integer('buyer_id').references(() => contractBuyers.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_events_contract_idx').on(t.contractId, t.createdAt),
    oneOf('contract_events_event_check', 'event', CONTRACT_EVENT_NAMES),
  ],
);

export const payments = pgTable(
  'payments',
  {
    transactionId: uuid('transaction_id').primaryKey().defaultRandom(),
    // Restrict: a payment row is never deleted, so neither is a contract that has one (it is archived instead).
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    paymentType: text('payment_type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default(PAYMENT_STATUS.pending),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_contract_type_idx').on(t.contractId, t.paymentType),
    oneOf('payments_status_check', 'status', PAYMENT_STATUSES),
  ],
);

/** Who changed what, when and from where: one row per admin mutation, written in its transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    oneOf('audit_log_action_check', 'action', AUDIT_ACTIONS),
    oneOf('audit_log_entity_check', 'entity', AUDIT_ENTITIES),
  ],
);

export type OutboxAttachment = { filename: string; fileId: string; contentType: string };

/** Mail written in the same transaction as its cause; a worker delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** Where a reply goes: the company for mails to buyers and visitors, the visitor for a contact notice. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default(MAIL_STATUS.pending),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    oneOf('mail_outbox_status_check', 'status', MAIL_STATUSES),
  ],
);

/**
 * One row whose `version` database triggers bump on every write to what the public site shows
 * (properties, their images and videos, site texts, menu). Every instance compares it with the
 * version its cached public answers were built from. See docs/product.md §7 (public caches).
 */
export const publicContentVersion = pgTable('public_content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The sealed final PDF of a signed contract (docs/product.md §5.5): the locally sealed file, written when the last
 * party signs and mailed, never changed. Its SHA-256 is how the verification page recognises a document this
 * installation issued; the certificate that sealed it is kept with it, so a later change of certificate does not
 * orphan older documents. With TSA_URL the job of `seal_jobs` adds the trusted time and the validation data to a
 * copy (`extended_*`): the same seal, the same signed bytes, and what downloads serve from then on.
 */
export const sealedDocuments = pgTable('sealed_documents', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
  sha256: text('sha256').notNull().unique(),
  certificatePem: text('certificate_pem').notNull(),
  certificateFingerprint: text('certificate_fingerprint').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
  /** The RFC 3161 authority (its verified certificate's name) and the time its token states; null: not (yet) dated. */
  timestampAuthority: text('timestamp_authority'),
  timestampedAt: timestamp('timestamped_at', { withTimezone: true }),
  /** The same seal with its signature time-stamp, DSS and document time-stamp (PAdES-B-LTA), once the job made it. */
  extendedFileId: uuid('extended_file_id').references(() => storedFiles.id),
  extendedSha256: text('extended_sha256').unique(),
});

/**
 * Sealed contracts waiting for their trusted time (docs/product.md §5.5), an outbox of jobs: claimed with FOR UPDATE
 * SKIP LOCKED and a lease (`next_attempt_at` moves past the work), the network call made with no transaction open,
 * retried with backoff until the authority gives a token that passes every check. A row for a contract without a
 * sealed document (left by an earlier release) first gets its local seal and final mails.
 */
export const sealJobs = pgTable('seal_jobs', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings the administrator changes in the admin area (signing code, reminders, link expiry). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** One-time codes mailed to a buyer before signing: only an HMAC of the code is kept. */
export const signingEmailCodes = pgTable(
  'signing_email_codes',
  {
    id: serial('id').primaryKey(),
    contractId: contractRef(),
    buyerId: buyerRef(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signing_email_codes_buyer_idx').on(t.buyerId, t.id)],
);

/** When each buyer's link was last mailed and how many reminders followed: expiry and reminders read it. */
export const signingLinks = pgTable(
  'signing_links',
  {
    buyerId: integer('buyer_id')
      .primaryKey()
      .references(() => contractBuyers.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
  },
  (t) => [
    index('signing_links_contract_idx').on(t.contractId),
    index('signing_links_due_idx').on(t.remindersSent, t.sentAt),
  ],
);

/**
 * The buyer's due-diligence file under Ley 10/2010 (docs/product.md §5.7, decision 020): one per contract and
 * buyer, with the buyer's declarations, the admin's risk review and when it must be blocked. Shown only to
 * owners; never part of the sealed PDF.
 */
export const buyerFiles = pgTable(
  'buyer_files',
  {
    id: serial('id').primaryKey(),
    contractId: contractRef(),
    buyerId: buyerRef(),
    /** What the buyer declared (src/shared/schemas/buyer-file-schema.ts); null until they do. */
    declarations: jsonb('declarations').$type<Record<string, unknown>>(),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    declaredBy: text('declared_by'),
    risk: text('risk').$type<'low' | 'normal' | 'high'>(),
    riskReason: text('risk_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** An owner's confirmation of a high risk: until then Firmar is refused. */
    highRiskConfirmedBy: integer('high_risk_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    highRiskConfirmedAt: timestamp('high_risk_confirmed_at', { withTimezone: true }),
    /** Why the owner goes ahead with a high risk (Ley 10/2010 art. 14); null for confirmations before it was asked. */
    highRiskConfirmReason: text('high_risk_confirm_reason'),
    /** Ten years after the relationship ended (art. 25 Ley 10/2010); after it the file is blocked. Null: still going. */
    retentionUntil: timestamp('retention_until', { withTimezone: true }),
    /**
     * Tombstone of a file whose retention ended: its documents and declarations are deleted and only who, when and
     * why stay (docs/product.md#57-the-buyers-file-ley-102010). Null while the file is kept.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    purgedBy: text('purged_by'),
    purgeReason: text('purge_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('buyer_files_buyer_idx').on(t.buyerId), index('buyer_files_contract_idx').on(t.contractId)],
);

/** Identity documents of a buyer file (both sides of the DNI/NIE/passport), as photos or PDF. */
export const buyerFileDocuments = pgTable(
  'buyer_file_documents',
  {
    id: serial('id').primaryKey(),
    buyerFileId: integer('buyer_file_id')
      .notNull()
      .references(() => buyerFiles.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** 'buyer' (signing page) or 'admin'. */
    uploadedBy: text('uploaded_by').$type<'buyer' | 'admin'>().notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** An owner removed it (unreadable, wrong person…) with a reason: it no longer counts, its row and hash stay. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
    removedReason: text('removed_reason'),
  },
  (t) => [index('buyer_file_documents_file_idx').on(t.buyerFileId)],
);
