CREATE TABLE "portal_feeds" (
	"portal" text PRIMARY KEY NOT NULL,
	"good_hash" text,
	"good_body" text,
	"good_ids" jsonb,
	"good_at" timestamp with time zone,
	"held_hash" text,
	"held_body" text,
	"held_ids" jsonb,
	"held_reason" text,
	"held_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"generated_count" integer,
	"uploaded_hash" text,
	"uploaded_at" timestamp with time zone,
	"uploaded_file" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"status_file" text,
	"status_read_at" timestamp with time zone,
	CONSTRAINT "portal_feeds_portal_check" CHECK ("portal" in ('kyero', 'idealista', 'fotocasa')),
	CONSTRAINT "portal_feeds_held_reason_check" CHECK ("held_reason" in ('empty', 'loss'))
);
--> statement-breakpoint
CREATE TABLE "portal_jobs" (
	"portal" text NOT NULL,
	"property_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_jobs_portal_property_id_pk" PRIMARY KEY("portal","property_id"),
	CONSTRAINT "portal_jobs_portal_check" CHECK ("portal" in ('kyero', 'idealista', 'fotocasa'))
);
--> statement-breakpoint
CREATE TABLE "portal_listings" (
	"portal" text NOT NULL,
	"property_id" integer NOT NULL,
	"state" text,
	"message" text,
	"listed" boolean DEFAULT false NOT NULL,
	"synced_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_listings_portal_property_id_pk" PRIMARY KEY("portal","property_id"),
	CONSTRAINT "portal_listings_portal_check" CHECK ("portal" in ('kyero', 'idealista', 'fotocasa')),
	CONSTRAINT "portal_listings_state_check" CHECK ("state" in ('published', 'pending', 'refused', 'error'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "publish_to_kyero" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "publish_to_idealista" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "publish_to_fotocasa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "portal_jobs_due_idx" ON "portal_jobs" USING btree ("next_attempt_at");--> statement-breakpoint
-- "Publicar en portales" becomes one switch per portal: a property that was on the portals stays on each of them.
UPDATE "properties" SET "publish_to_kyero" = "publish_to_portals", "publish_to_idealista" = "publish_to_portals", "publish_to_fotocasa" = "publish_to_portals" WHERE "publish_to_portals";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "publish_to_portals";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('create', 'update', 'delete', 'replace', 'reorder', 'purge', 'import', 'invite', 'deactivate', 'change_password', 'reset_password', 'sign', 'cancel', 'archive', 'send_signature_emails', 'resend_signing_link', 'reveal_signing_links', 'copy_signing_link', 'mark_paid', 'record_outcome', 'declare', 'review', 'confirm_high_risk', 'add_document', 'remove_document', 'view', 'view_document', 'export', 'go_live', 'hand_over_signing_link', 'record_lapse', 'correct_outcome', 'offer_termination', 'sign_termination', 'end_session', 'confirm_clock', 'publish'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("entity" in ('user', 'person', 'property', 'content', 'menu', 'settings', 'contact', 'contract', 'signing_link', 'payment', 'bank_statement', 'buyer_file', 'session', 'portal_feed'));