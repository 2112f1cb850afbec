ALTER TABLE "buyer_files" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD COLUMN "purged_by" text;--> statement-breakpoint
ALTER TABLE "buyer_files" ADD COLUMN "purge_reason" text;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD COLUMN "kind" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "size_m2_kind" text DEFAULT 'built' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_structure" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_structure_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_structure_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "insulation" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "insulation_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "insulation_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "installations" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "installations_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "installations_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "finishes" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "finishes_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "finishes_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_charges" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_charges_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_charges_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_statutes" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_statutes_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_statutes_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "occupancy" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan_file_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floor_plan_file_id_stored_files_id_fk" FOREIGN KEY ("floor_plan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_kind_check" CHECK ("contract_attachments"."kind" in ('upload', 'information_sheet', 'floor_plan'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_size_m2_kind_check" CHECK ("properties"."size_m2_kind" in ('built', 'usable'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_occupancy_check" CHECK ("properties"."occupancy" in ('vacant', 'tenanted', 'occupied'));--> statement-breakpoint
-- A property whose advertised area is its usable one (and not also its built one) says so from now on.
UPDATE "properties" SET "size_m2_kind" = 'usable'
  WHERE "usable_area_m2" = "size_m2" AND ("built_area_m2" IS NULL OR "built_area_m2" <> "size_m2");--> statement-breakpoint
-- The sheets the product attached to reservations of a portfolio property were named ficha-{id}-….pdf.
UPDATE "contract_attachments" SET "kind" = 'information_sheet'
  WHERE "content_type" = 'application/pdf'
    AND "filename" LIKE 'ficha-%'
    AND "contract_id" IN (SELECT "id" FROM "contracts" WHERE "property_id" IS NOT NULL);
