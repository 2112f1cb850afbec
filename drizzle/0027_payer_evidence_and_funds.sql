ALTER TABLE "buyer_file_documents" ADD COLUMN "kind" text DEFAULT 'identity' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD COLUMN "identification_measure" text;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD COLUMN "identification_measure_by" integer;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD COLUMN "identification_measure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_iban" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "value_date" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirm_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_is_buyer" boolean;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD CONSTRAINT "buyer_files_identification_measure_by_users_id_fk" FOREIGN KEY ("identification_measure_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_file_documents" ADD CONSTRAINT "buyer_file_documents_kind_check" CHECK ("kind" in ('identity', 'funds'));