ALTER TABLE "contacts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;