CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sealed_documents" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"certificate_fingerprint" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sealed_documents_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "signing_email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"buyer_id" integer NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"buyer_id" integer PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_email_codes" ADD CONSTRAINT "signing_email_codes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_email_codes" ADD CONSTRAINT "signing_email_codes_buyer_id_contract_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."contract_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_buyer_id_contract_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."contract_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_email_codes_buyer_idx" ON "signing_email_codes" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "signing_links_contract_idx" ON "signing_links" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "signing_links_due_idx" ON "signing_links" USING btree ("reminders_sent","sent_at");