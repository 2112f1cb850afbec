ALTER TABLE "properties" ADD COLUMN "usable_area_m2" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_area_m2" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cadastral_reference" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registry_office" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registry_property_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registry_idufir" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_lift" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_fees_per_year" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ibi_per_year" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "habitability_certificate_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "habitability_certificate_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_new_build" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "publish_to_portals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "jpeg_file_id" uuid;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_jpeg_file_id_stored_files_id_fk" FOREIGN KEY ("jpeg_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;