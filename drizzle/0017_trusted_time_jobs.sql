CREATE TABLE "seal_jobs" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Contracts an earlier release left "pendiente de fecha cierta" (signed, not sealed, final mails withheld) become
-- jobs: the worker seals them locally at once, queues their mails, then adds the trusted time.
INSERT INTO "seal_jobs" ("contract_id", "created_at", "attempts", "last_error", "next_attempt_at")
SELECT "contract_id", "since", "attempts", "last_error", now() FROM "pending_seals";--> statement-breakpoint
DROP TABLE "pending_seals" CASCADE;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD COLUMN "extended_file_id" uuid;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD COLUMN "extended_sha256" text;--> statement-breakpoint
ALTER TABLE "seal_jobs" ADD CONSTRAINT "seal_jobs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_extended_file_id_stored_files_id_fk" FOREIGN KEY ("extended_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_extended_sha256_unique" UNIQUE("extended_sha256");