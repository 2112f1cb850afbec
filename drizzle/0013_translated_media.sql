ALTER TABLE "contacts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "label_ca" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "caption_ca" text;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "caption_en" text;--> statement-breakpoint
ALTER TABLE "property_videos" ADD COLUMN "title_ca" text;--> statement-breakpoint
ALTER TABLE "property_videos" ADD COLUMN "title_en" text;