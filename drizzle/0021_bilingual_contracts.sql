ALTER TABLE "contracts" ADD COLUMN "copy_language" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "frozen_copy_paragraphs" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "frozen_courtesy_paragraphs" jsonb;