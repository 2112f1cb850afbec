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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '#shared/audit-log/actions.ts';
import {
  CONTACT_SOURCES,
  CONTACT_STAGES,
  MAILBOX_OUTCOMES,
  VIEWING_STATUSES,
  VISIT_SHEET_CHANNELS,
  type ContactMissingPart,
} from '#shared/contact-lifecycle/index.ts';
import {
  CONTRACT_EVENT_NAMES,
  CONTRACT_STATUS,
  CONTRACT_STATUSES,
  type CancelReasonCode,
  type StoredOutcomeRecord,
} from '#shared/contract-lifecycle/index.ts';
import { PAYMENT_STATUS, PAYMENT_STATUSES } from '#shared/contract-lifecycle/payment-statuses.ts';
import type { SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import type { ContractParagraphs } from '#shared/contract-types/render-contract.ts';
import type { ParagraphKind } from '#shared/contract-types/template-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { BUYER_ID_TYPES } from '#shared/identity/identity-document.ts';
import { MAIL_STATUS, MAIL_STATUSES } from '#shared/mail-lifecycle/statuses.ts';
import type { Cents } from '#shared/money/cents.ts';
import { FEED_HOLD_REASONS, PORTALS, REMOTE_STATES } from '#shared/portal-lifecycle/portals.ts';
import { PROPERTY_STATUSES } from '#shared/property-lifecycle/statuses.ts';
import { BUYER_FILE_DOCUMENT_KINDS } from '#shared/schemas/buyer-file-schema.ts';

/** Raw bytes. PGlite hands back Uint8Array and node-postgres Buffer; both become Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An amount of money in integer cents (docs/product.md#money); never a floating-point number. Typed as the branded
 * Cents: a row reads back Cents, and a write takes Cents (from the money helpers), never a bare number.
 */
const cents = (name: string) => bigint(name, { mode: 'number' }).$type<Cents>();

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
export type SigningPowers = {
  name: string;
  dni: string;
  position: string;
  powers: string;
  /** The powers in Catalan and in English; absent on accounts saved before they existed. */
  powers_ca?: string;
  powers_en?: string;
};

/**
 * One row per login (docs/product.md §4 "Sessions"): the access token names it (`sid`), so logging out, ending it
 * from the account menu or changing the password refuses the token at once, not when it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, 128 bits, in the token's `sid` claim. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's token version at login: a password change or deactivation ends every older session. */
    tokenVersion: integer('token_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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
    /** The floor as typed before it was structured; kept readable, shown only where nothing structured is set. */
    floor: text('floor'),
    // Floor and door as data, written per language (docs/product.md#structured-address-facts): a number or a named
    // level (FLOOR_LEVELS), and a door number or letter.
    floorNumber: integer('floor_number'),
    floorLevel: text('floor_level'),
    door: text('door'),
    // The Land Registry as its number in the town and the town; registry_office keeps the text typed before.
    registryNumber: integer('registry_number'),
    registryCity: text('registry_city'),
    hasLift: boolean('has_lift'),
    communityFeesPerYearCents: cents('community_fees_per_year_cents'),
    ibiPerYearCents: cents('ibi_per_year_cents'),
    habitabilityCertificateNumber: text('habitability_certificate_number'),
    habitabilityCertificateDate: timestamp('habitability_certificate_date', { withTimezone: true }),
    /** New build pays IVA + AJD, second hand pays ITP: existing rows are second hand. */
    isNewBuild: boolean('is_new_build').notNull().default(false),
    /**
     * One switch per portal (docs/product.md#portals), off until the admin turns it on. They replaced the one
     * `publish_to_portals` switch (migration 0025 copied it into all three).
     */
    publishToKyero: boolean('publish_to_kyero').notNull().default(false),
    publishToIdealista: boolean('publish_to_idealista').notNull().default(false),
    publishToFotocasa: boolean('publish_to_fotocasa').notNull().default(false),
    /** Where the home is (WGS84), for the portals that place it on a map (Fotocasa requires it); never published. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
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
    /** The site's form or the portal whose enquiry it is (docs/product.md §4.1). */
    source: text('source', { enum: CONTACT_SOURCES }).notNull().default('web'),
    stage: text('stage', { enum: CONTACT_STAGES }).notNull().default('new'),
    /** The portfolio property asked about, when the enquiry names one the product knows. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The Message-ID of the portal mail (or the portal's lead id): the same enquiry never makes two contacts. */
    externalId: text('external_id'),
    /** `email` is a portal's relay address (…@contacts.idealista.com): the reply goes there, but it is not the person. */
    emailIsRelay: boolean('email_is_relay').notNull().default(false),
    /** What the portal mail did not tell (name, email, phone, property). */
    missing: jsonb('missing')
      .$type<ContactMissingPart[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The contact asked not to be written to (unsubscribe link or the owner): no listing is ever sent to them. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt),
    index('contacts_notification_pending_idx')
      .on(t.id)
      .where(sql`${t.notificationPending}`),
    uniqueIndex('contacts_external_id_idx').on(t.externalId),
    index('contacts_email_idx').on(sql`lower(${t.email})`),
    oneOf('contacts_source_check', 'source', CONTACT_SOURCES),
    oneOf('contacts_stage_check', 'stage', CONTACT_STAGES),
  ],
);

/** The owner's notes on a contact, with their date and author. */
export const contactNotes = pgTable(
  'contact_notes',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_notes_contact_idx').on(t.contactId)],
);

/**
 * A viewing booked from a contact, and its visit sheet ("parte de visita", docs/product.md §4.2). The visitor's
 * name, email and language are copied in: the signed sheet outlives the contact message if that is deleted.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Null once the property is deleted: the sheet keeps what it showed in `propertyLabel`. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The property as named when booked: title and address. */
    propertyLabel: text('property_label').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    attendee: text('attendee').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorEmail: text('visitor_email').notNull(),
    visitorLanguage: text('visitor_language').notNull().default('es'),
    status: text('status', { enum: VIEWING_STATUSES }).notNull().default('scheduled'),
    /** SHA-256 of the visitor's link token (confirm, cancel, sign): the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    /** iCalendar UID and SEQUENCE: a cancellation updates the same event in the visitor's calendar. */
    calendarUid: text('calendar_uid').notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdBy: text('created_by').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The visit sheet, opened by the company on the day. */
    sheetOpenedAt: timestamp('sheet_opened_at', { withTimezone: true }),
    sheetShown: text('sheet_shown'),
    visitorIdNumber: text('visitor_id_number'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedVia: text('signed_via', { enum: VISIT_SHEET_CHANNELS }),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    sealedFileId: uuid('sealed_file_id').references(() => storedFiles.id),
    sealedSha256: text('sealed_sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index('viewings_contact_idx').on(t.contactId),
    index('viewings_property_idx').on(t.propertyId),
    oneOf('viewings_status_check', 'status', VIEWING_STATUSES),
    check('viewings_signed_via_check', sql`${t.signedVia} is null or ${t.signedVia} in ('company_device', 'link')`),
  ],
);

/** What a contact looks for (docs/product.md §4.3); one per contact. Prices in cents. */
export const buyerDemands = pgTable(
  'buyer_demands',
  {
    contactId: integer('contact_id')
      .primaryKey()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** Neighbourhoods, any of which fits; empty: anywhere. */
    zones: jsonb('zones')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    minPriceCents: cents('min_price_cents'),
    maxPriceCents: cents('max_price_cents'),
    minBedrooms: integer('min_bedrooms'),
    minAreaM2: doublePrecision('min_area_m2'),
    propertyType: text('property_type'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'buyer_demands_price_range_check',
      sql`${t.minPriceCents} is null or ${t.maxPriceCents} is null or ${t.minPriceCents} <= ${t.maxPriceCents}`,
    ),
  ],
);

/** A listing sent to a matched contact: once per property, contact and price. */
export const listingSends = pgTable(
  'listing_sends',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    priceCents: cents('price_cents'),
    mailId: integer('mail_id'),
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_sends_once_idx').on(t.propertyId, t.contactId, sql`coalesce(${t.priceCents}, -1)`)],
);

/**
 * Each message the mailbox poll read, by its Message-ID (or the Fotocasa lead id): what became of it. Nothing in
 * the mailbox is changed (docs/decisions/041-portal-enquiries-from-the-mailbox.md).
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    uid: integer('uid'),
    outcome: text('outcome', { enum: MAILBOX_OUTCOMES }).notNull(),
    reason: text('reason'),
    sender: text('sender'),
    subject: text('subject'),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailbox_messages_external_id_idx').on(t.externalId),
    index('mailbox_messages_outcome_idx').on(t.outcome),
    oneOf('mailbox_messages_outcome_check', 'outcome', MAILBOX_OUTCOMES),
  ],
);

/** Where the poll of each source (the IMAP mailbox, Fotocasa's lead API) stands, and since when it fails. */
export const mailboxState = pgTable('mailbox_state', {
  source: text('source').primaryKey(),
  uidValidity: text('uid_validity'),
  /** The highest UID read: the next poll starts after it. */
  lastUid: integer('last_uid').notNull().default(0),
  /** Fotocasa's API: leads up to this moment were read. */
  readUntil: timestamp('read_until', { withTimezone: true }),
  lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastError: text('last_error'),
});

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
  /** The powers as a Catalan text and the English translation state them, when the person gave them. */
  powersCa?: string;
  powersEn?: string;
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
     * The courtesy translation's PDF, rendered once from the frozen paragraphs and kept: the buyer downloads, and the
     * final mail attaches, these very bytes, whose SHA-256 the evidence records (docs/product.md#each-readers-documents).
     * Null without an English-reading buyer, and for contracts signed earlier until their PDF is first needed.
     */
    courtesyFileId: uuid('courtesy_file_id').references(() => storedFiles.id),
    /**
     * What happened after the money (docs/product.md#outcome): the deed at the notary or a withdrawal, recorded once
     * by an owner on a completed contract; null until then.
     */
    outcome: jsonb('outcome').$type<StoredOutcomeRecord>(),
    /**
     * The signed terms (docs/product.md#what-the-company-says-after-signing): one typed record of what the contract
     * says, frozen with its text when the company signs; everything said after signing reads it. Null on a draft.
     */
    signedTerms: jsonb('signed_terms').$type<SignedTerms>(),
    /** An owner recorded, with its reason, that the reservation lapsed: it no longer holds the property. */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    lapseReason: text('lapse_reason'),
    /** The portfolio property the contract is about, when the wizard picked one; its information sheet is attached. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /**
     * A legal hold (docs/product.md#contract-retention): set by an owner with its reason, it stops the deletion at
     * E + 10 years until it is lifted. Null: no hold.
     */
    legalHoldAt: timestamp('legal_hold_at', { withTimezone: true }),
    legalHoldBy: text('legal_hold_by'),
    legalHoldReason: text('legal_hold_reason'),
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
    /** The DNI/NIE, or the number of the document `id_type` names (docs/product.md#foreign-buyers). */
    dni: text('dni').notNull(),
    idType: text('id_type', { enum: BUYER_ID_TYPES }).notNull().default('dni_nie'),
    /** The issuing country of a passport or EU/EEA identity card (ISO 3166-1 alpha-2); null for a DNI/NIE. */
    idCountry: text('id_country'),
    /** A foreign buyer's NIE, once they have it; null for a DNI/NIE buyer (the number is in `dni`). */
    nie: text('nie'),
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
  (t) => [
    uniqueIndex('contract_buyers_order_idx').on(t.contractId, t.buyerOrder),
    oneOf('contract_buyers_id_type_check', 'id_type', BUYER_ID_TYPES),
  ],
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
    /**
     * An information sheet's language and the art. 60.3 items it marks as not stated, by code, as it was attached
     * (docs/product.md#each-readers-documents). Null for uploads and for sheets attached by earlier releases.
     */
    sheet: jsonb('sheet').$type<{ language: Locale; missing: string[] }>(),
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

/** What proves a payment arrived: the statement line (text) or the bank's advice (a PDF kept in stored_files). */
export type PaymentEvidence =
  | { kind: 'text'; text: string; sha256: string }
  | { kind: 'pdf'; file_id: string; sha256: string }
  | { kind: 'statement'; file_name: string; file_sha256: string; text: string };

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
    /**
     * Who sent the money and from which account, on which value date, and what proves it (a statement line or the
     * bank's advice, docs/product.md#manual-confirmation): receipts, the timeline and the buyer file's export read it.
     * Null when not given (a confirmation in test mode without a body, or before this was recorded).
     */
    payerName: text('payer_name'),
    payerIban: text('payer_iban'),
    valueDate: text('value_date'),
    evidence: jsonb('evidence').$type<PaymentEvidence>(),
    confirmReason: text('confirm_reason'),
    /** The payer is named like one of the contract's buyers (the RD 304/2014 art. 21 check), or not. */
    payerIsBuyer: boolean('payer_is_buyer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_contract_type_idx').on(t.contractId, t.paymentType),
    oneOf('payments_status_check', 'status', PAYMENT_STATUSES),
  ],
);

/**
 * An owner's access to a contract blocked by retention (docs/product.md#contract-retention): granted for a legal
 * reason, audited, for LEGAL_ACCESS_MINUTES; the contract reads in full to that person until `expires_at`.
 */
export const contractLegalAccess = pgTable(
  'contract_legal_access',
  {
    id: serial('id').primaryKey(),
    contractId: contractRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contract_legal_access_idx').on(t.contractId, t.userId, t.expiresAt)],
);

/**
 * What is left of a contract deleted at E + 10 years (docs/product.md#contract-retention): no personal data, only
 * that it existed, its type, when it ended and was deleted, and the SHA-256 of the documents it issued, so the
 * verification page can say that such a document existed and its record was deleted under the retention policy.
 */
export const contractTombstones = pgTable('contract_tombstones', {
  contractId: uuid('contract_id').primaryKey(),
  contractType: text('contract_type').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  documentSha256: jsonb('document_sha256')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  reason: text('reason').notNull(),
});

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
    /**
     * How this buyer's identity was verified beyond the document (docs/product.md#identified-buyers): RD 304/2014 art. 21
     * takes a transfer from an account in the buyer's name; a co-buyer who did not pay needs another measure, which an
     * owner records here. Null until recorded.
     */
    identificationMeasure: text('identification_measure'),
    identificationMeasureBy: integer('identification_measure_by').references(() => users.id, { onDelete: 'set null' }),
    identificationMeasureAt: timestamp('identification_measure_at', { withTimezone: true }),
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
    /**
     * 'identity' (the identity document) or 'funds' (evidence of the source of funds or wealth, which a high-risk
     * approval needs: Ley 10/2010 art. 14).
     */
    kind: text('kind', { enum: BUYER_FILE_DOCUMENT_KINDS }).notNull().default('identity'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** An owner removed it (unreadable, wrong person…) with a reason: it no longer counts, its row and hash stay. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
    removedReason: text('removed_reason'),
  },
  (t) => [
    index('buyer_file_documents_file_idx').on(t.buyerFileId),
    oneOf('buyer_file_documents_kind_check', 'kind', BUYER_FILE_DOCUMENT_KINDS),
  ],
);

/**
 * The full-file feeds (Kyero, idealista) and their guard (docs/product.md#portals, decision 040): the last good
 * generation, served or uploaded, and the one held until an owner confirms it, with their property ids. For
 * idealista also what was last uploaded and read back, and the lease that lets one instance at a time deliver it.
 */
export const portalFeeds = pgTable(
  'portal_feeds',
  {
    portal: text('portal').primaryKey(),
    goodHash: text('good_hash'),
    goodBody: text('good_body'),
    goodIds: jsonb('good_ids').$type<number[]>(),
    goodAt: timestamp('good_at', { withTimezone: true }),
    heldHash: text('held_hash'),
    heldBody: text('held_body'),
    heldIds: jsonb('held_ids').$type<number[]>(),
    heldReason: text('held_reason', { enum: FEED_HOLD_REASONS }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The last generation, published or held: when and how many properties. */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    generatedCount: integer('generated_count'),
    uploadedHash: text('uploaded_hash'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    uploadedFile: text('uploaded_file'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    statusFile: text('status_file'),
    statusReadAt: timestamp('status_read_at', { withTimezone: true }),
  },
  () => [
    oneOf('portal_feeds_portal_check', 'portal', PORTALS),
    oneOf('portal_feeds_held_reason_check', 'held_reason', FEED_HOLD_REASONS),
  ],
);

/**
 * What each portal last said about each property: idealista's status file, Fotocasa's answer to the last push.
 * No foreign key: a property deleted here must still be withdrawn from Fotocasa, so its row outlives it until then.
 */
export const portalListings = pgTable(
  'portal_listings',
  {
    portal: text('portal').notNull(),
    propertyId: integer('property_id').notNull(),
    state: text('state', { enum: REMOTE_STATES }),
    /** The portal's reason or the first line of an answer we could not use. */
    message: text('message'),
    /** Fotocasa has the ad (created and not deleted since): an update is a PUT, leaving is a DELETE. */
    listed: boolean('listed').notNull().default(false),
    /** Fingerprint of the data the last finished push was about ('absent': withdrawn); unchanged data is not sent again. */
    syncedHash: text('synced_hash'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.portal, t.propertyId] }),
    oneOf('portal_listings_portal_check', 'portal', PORTALS),
    oneOf('portal_listings_state_check', 'state', REMOTE_STATES),
  ],
);

/**
 * Pushes owed to a portal with a push API (Fotocasa), an outbox like `seal_jobs`: one row per property, claimed with
 * FOR UPDATE SKIP LOCKED and a lease, the network call made with no transaction open, retried with backoff up to a
 * bound. The job says only "bring this property up to date there": what to send is read when it runs.
 */
export const portalJobs = pgTable(
  'portal_jobs',
  {
    portal: text('portal').notNull(),
    propertyId: integer('property_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.portal, t.propertyId] }),
    index('portal_jobs_due_idx').on(t.nextAttemptAt),
    oneOf('portal_jobs_portal_check', 'portal', PORTALS),
  ],
);
