ALTER TABLE "properties" ADD COLUMN "title_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ca" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "value_ca" text;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "value_en" text;