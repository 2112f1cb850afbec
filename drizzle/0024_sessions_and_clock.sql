CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_version" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('create', 'update', 'delete', 'replace', 'reorder', 'purge', 'import', 'invite', 'deactivate', 'change_password', 'reset_password', 'sign', 'cancel', 'archive', 'send_signature_emails', 'resend_signing_link', 'reveal_signing_links', 'copy_signing_link', 'mark_paid', 'record_outcome', 'declare', 'review', 'confirm_high_risk', 'add_document', 'remove_document', 'view', 'view_document', 'export', 'go_live', 'hand_over_signing_link', 'record_lapse', 'correct_outcome', 'offer_termination', 'sign_termination', 'end_session', 'confirm_clock'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("entity" in ('user', 'person', 'property', 'content', 'menu', 'settings', 'contact', 'contract', 'signing_link', 'payment', 'bank_statement', 'buyer_file', 'session'));