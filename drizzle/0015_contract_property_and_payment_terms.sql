ALTER TABLE "contracts" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reservation_amount" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "arras_percentage" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "payment_terms_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "payment_terms_en" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;