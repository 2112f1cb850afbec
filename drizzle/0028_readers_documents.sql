ALTER TABLE "contract_attachments" ADD COLUMN "sheet" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "courtesy_file_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_courtesy_file_id_stored_files_id_fk" FOREIGN KEY ("courtesy_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;