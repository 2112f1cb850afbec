-- Money in integer cents (docs/product.md#money). Each stored double is read as the decimal PostgreSQL prints for it
-- (float8 → numeric keeps the digits a person typed: 2999.995, 48500.1) and rounded half away from zero to the cent
-- (numeric round), so 2999.995 becomes 300000 and 48500.1 becomes 4850010, exactly; then the double goes.
ALTER TABLE "buyer_files" ADD COLUMN "high_risk_confirm_reason" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
UPDATE "payments" SET "amount_cents" = round("amount"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_fees_per_year_cents" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ibi_per_year_cents" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reservation_amount_cents" bigint;--> statement-breakpoint
UPDATE "properties" SET
  "price_cents" = round("price"::numeric * 100)::bigint,
  "community_fees_per_year_cents" = round("community_fees_per_year"::numeric * 100)::bigint,
  "ibi_per_year_cents" = round("ibi_per_year"::numeric * 100)::bigint,
  "reservation_amount_cents" = round("reservation_amount"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "community_fees_per_year";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "ibi_per_year";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "reservation_amount";
