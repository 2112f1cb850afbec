CREATE TABLE "contract_legal_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_tombstones" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"contract_type" text NOT NULL,
	"ended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone NOT NULL,
	"document_sha256" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "legal_hold_by" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "contract_legal_access" ADD CONSTRAINT "contract_legal_access_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_legal_access" ADD CONSTRAINT "contract_legal_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_legal_access_idx" ON "contract_legal_access" USING btree ("contract_id","user_id","expires_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('create', 'update', 'delete', 'replace', 'reorder', 'purge', 'import', 'invite', 'deactivate', 'change_password', 'reset_password', 'sign', 'cancel', 'archive', 'send_signature_emails', 'resend_signing_link', 'reveal_signing_links', 'copy_signing_link', 'mark_paid', 'record_outcome', 'declare', 'review', 'confirm_high_risk', 'add_document', 'remove_document', 'view', 'view_document', 'export', 'go_live', 'hand_over_signing_link', 'record_lapse', 'correct_outcome', 'offer_termination', 'sign_termination', 'end_session', 'confirm_clock', 'publish', 'poll', 'send_listing', 'legal_access', 'legal_hold'));--> statement-breakpoint
-- Buyer files are kept ten years from E, the day the contract's relationship ended, no longer from the signature
-- (docs/product.md#contract-retention, decision 046): the same rule as src/shared/retention/contract-retention.ts.
UPDATE "buyer_files" AS bf SET "retention_until" = (
  SELECT CASE WHEN c."status" = 'draft' THEN NULL ELSE least(
    c."cancelled_at",
    c."lapsed_at",
    CASE WHEN (c."outcome"->>'date') ~ '^\d{4}-\d{2}-\d{2}$' THEN ((c."outcome"->>'date') || 'T00:00:00Z')::timestamptz END,
    CASE WHEN NOT EXISTS (
      SELECT 1 FROM "contract_buyers" b WHERE b."contract_id" = c."id" AND b."signed_at" IS NOT NULL
    ) THEN c."archived_at" END
  ) + interval '10 years' END
  FROM "contracts" c WHERE c."id" = bf."contract_id"
) WHERE bf."purged_at" IS NULL;
