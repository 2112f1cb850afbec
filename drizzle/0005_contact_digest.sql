CREATE TABLE "mail_digests" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notification_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_notification_pending_idx" ON "contacts" USING btree ("id") WHERE "contacts"."notification_pending";