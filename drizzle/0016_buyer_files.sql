CREATE TABLE "buyer_file_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_file_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"buyer_id" integer NOT NULL,
	"declarations" jsonb,
	"declared_at" timestamp with time zone,
	"declared_by" text,
	"risk" text,
	"risk_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"high_risk_confirmed_by" integer,
	"high_risk_confirmed_at" timestamp with time zone,
	"retention_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_file_documents" ADD CONSTRAINT "buyer_file_documents_buyer_file_id_buyer_files_id_fk" FOREIGN KEY ("buyer_file_id") REFERENCES "public"."buyer_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_file_documents" ADD CONSTRAINT "buyer_file_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD CONSTRAINT "buyer_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD CONSTRAINT "buyer_files_buyer_id_contract_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."contract_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD CONSTRAINT "buyer_files_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD CONSTRAINT "buyer_files_high_risk_confirmed_by_users_id_fk" FOREIGN KEY ("high_risk_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_file_documents_file_idx" ON "buyer_file_documents" USING btree ("buyer_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_files_buyer_idx" ON "buyer_files" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_files_contract_idx" ON "buyer_files" USING btree ("contract_id");