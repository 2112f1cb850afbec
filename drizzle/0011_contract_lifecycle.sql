ALTER TABLE "contracts" ADD COLUMN "frozen_paragraphs" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_status_check" CHECK ("status" in ('draft', 'pending_signature', 'partially_signed', 'signed', 'completed', 'cancelled'));