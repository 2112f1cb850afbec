CREATE TABLE "buyer_demands" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price_cents" bigint,
	"max_price_cents" bigint,
	"min_bedrooms" integer,
	"min_area_m2" double precision,
	"property_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_demands_price_range_check" CHECK ("buyer_demands"."min_price_cents" is null or "buyer_demands"."max_price_cents" is null or "buyer_demands"."min_price_cents" <= "buyer_demands"."max_price_cents")
);
--> statement-breakpoint
CREATE TABLE "contact_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"price_cents" bigint,
	"mail_id" integer,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"uid" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"sender" text,
	"subject" text,
	"contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_messages_outcome_check" CHECK ("outcome" in ('filed', 'unreadable', 'ignored', 'duplicate'))
);
--> statement-breakpoint
CREATE TABLE "mailbox_state" (
	"source" text PRIMARY KEY NOT NULL,
	"uid_validity" text,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"read_until" timestamp with time zone,
	"last_poll_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer,
	"property_id" integer,
	"property_label" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"attendee" text NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_language" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"token_hash" text NOT NULL,
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"sheet_opened_at" timestamp with time zone,
	"sheet_shown" text,
	"visitor_id_number" text,
	"signed_at" timestamp with time zone,
	"signed_via" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"sealed_file_id" uuid,
	"sealed_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewings_status_check" CHECK ("status" in ('scheduled', 'confirmed', 'cancelled', 'done')),
	CONSTRAINT "viewings_signed_via_check" CHECK ("viewings"."signed_via" is null or "viewings"."signed_via" in ('company_device', 'link'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_is_relay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "missing" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_demands" ADD CONSTRAINT "buyer_demands_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sends" ADD CONSTRAINT "listing_sends_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sends" ADD CONSTRAINT "listing_sends_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_sealed_file_id_stored_files_id_fk" FOREIGN KEY ("sealed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_sends_once_idx" ON "listing_sends" USING btree ("property_id","contact_id",coalesce("price_cents", -1));--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_messages_external_id_idx" ON "mailbox_messages" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "mailbox_messages_outcome_idx" ON "mailbox_messages" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "viewings_contact_idx" ON "viewings" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "viewings_property_idx" ON "viewings" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_external_id_idx" ON "contacts" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('create', 'update', 'delete', 'replace', 'reorder', 'purge', 'import', 'invite', 'deactivate', 'change_password', 'reset_password', 'sign', 'cancel', 'archive', 'send_signature_emails', 'resend_signing_link', 'reveal_signing_links', 'copy_signing_link', 'mark_paid', 'record_outcome', 'declare', 'review', 'confirm_high_risk', 'add_document', 'remove_document', 'view', 'view_document', 'export', 'go_live', 'hand_over_signing_link', 'record_lapse', 'correct_outcome', 'offer_termination', 'sign_termination', 'end_session', 'confirm_clock', 'publish', 'poll', 'send_listing'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("entity" in ('user', 'person', 'property', 'content', 'menu', 'settings', 'contact', 'contract', 'signing_link', 'payment', 'bank_statement', 'buyer_file', 'session', 'portal_feed', 'viewing', 'demand', 'mailbox'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_source_check" CHECK ("source" in ('web', 'idealista', 'fotocasa', 'habitaclia', 'kyero', 'milanuncios', 'pisos'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_stage_check" CHECK ("stage" in ('new', 'contacted', 'viewing', 'offer', 'reserved', 'discarded'));