ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_event_check";--> statement-breakpoint
ALTER TABLE "contract_buyers" ADD COLUMN "id_type" text DEFAULT 'dni_nie' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_buyers" ADD COLUMN "id_country" text;--> statement-breakpoint
ALTER TABLE "contract_buyers" ADD COLUMN "nie" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_terms" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "lapse_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('create', 'update', 'delete', 'replace', 'reorder', 'purge', 'import', 'invite', 'deactivate', 'change_password', 'reset_password', 'sign', 'cancel', 'archive', 'send_signature_emails', 'resend_signing_link', 'reveal_signing_links', 'copy_signing_link', 'mark_paid', 'record_outcome', 'declare', 'review', 'confirm_high_risk', 'add_document', 'remove_document', 'view', 'view_document', 'export', 'go_live', 'hand_over_signing_link', 'record_lapse', 'correct_outcome', 'offer_termination', 'sign_termination'));--> statement-breakpoint
ALTER TABLE "contract_buyers" ADD CONSTRAINT "contract_buyers_id_type_check" CHECK ("id_type" in ('dni_nie', 'passport', 'eu_id_card'));--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_event_check" CHECK ("event" in ('created', 'admin_signed', 'emails_sent', 'viewed', 'buyer_signed', 'signed', 'sealed', 'seal_pending', 'timestamped', 'final_document_sent', 'archived', 'cancelled', 'email_code_sent', 'email_code_verified', 'reminder_sent', 'link_resent', 'payment_created', 'payment_confirmed', 'payment_links_sent', 'outcome_recorded', 'link_handed_over', 'lapse_recorded', 'withdrawal_declared', 'outcome_corrected', 'termination_offered', 'termination_signed'));--> statement-breakpoint
-- A contract that starts or stops holding its property changes what the site shows («Reservado») and what the portal
-- feeds list (docs/product.md#one-home-one-buyer): bump the public version with the change, like the property tables.
CREATE TRIGGER "contracts_bump_public_content_version" AFTER UPDATE OF "status", "archived_at", "outcome", "lapsed_at", "property_id" ON "contracts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();
