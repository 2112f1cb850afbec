ALTER TABLE "buyer_file_documents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_file_documents" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "buyer_file_documents" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "kind" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
-- docs/decisions/024: a fresh install no longer requires the buyer's file for arras (the old default). An installation
-- that saved its signing settings keeps what was in force for it: the old default is written down where it relied on it,
-- and its earlier save counts as the owner's decision (named from the audit trail). One that never saved them gets the
-- new defaults and the checklist's error until an owner decides.
INSERT INTO "app_settings" ("key", "value")
SELECT 'buyer_file_required_arras', 'true'::jsonb
WHERE EXISTS (
  SELECT 1 FROM "app_settings"
  WHERE "key" IN ('signing_email_code', 'reminder_interval_days', 'reminder_max_count', 'link_expiry_days',
                  'buyer_file_required_arras', 'buyer_file_required_reservation')
)
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "app_settings" ("key", "value")
SELECT 'signing_policy_decision', jsonb_build_object(
  'by', COALESCE((SELECT "actor" FROM "audit_log" WHERE "entity" = 'settings' ORDER BY "id" DESC LIMIT 1), 'admin'),
  'user_id', (SELECT "user_id" FROM "audit_log" WHERE "entity" = 'settings' ORDER BY "id" DESC LIMIT 1),
  'at', to_char(MAX("updated_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)
FROM "app_settings"
WHERE "key" IN ('signing_email_code', 'reminder_interval_days', 'reminder_max_count', 'link_expiry_days',
                'buyer_file_required_arras', 'buyer_file_required_reservation')
HAVING COUNT(*) > 0
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- An installation seeded with the demo before demo details were marked: the details still equal to the demo's are
-- marked now, so the setup checklist reports them as "datos de demostración" until the company replaces them.
INSERT INTO "app_settings" ("key", "value")
SELECT 'demo_company_details', jsonb_object_agg(c."key", c."value")
FROM "site_content" c
JOIN (VALUES
  ('legal_name', 'Casa Nova Reformas S.L.'),
  ('tax_id', 'B65410011'),
  ('representative_name', 'Marta Soler Puig'),
  ('representative_dni', '12345678Z'),
  ('bank_iban', 'ES91 2100 0418 4502 0005 1332'),
  ('mercantile_volume', '45678'),
  ('mercantile_folio', '123'),
  ('mercantile_sheet', 'B-456789')
) AS demo("key", "value") ON demo."key" = c."key" AND demo."value" = c."value"
HAVING COUNT(*) > 0
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- Invitations sent before links had a kind: the account of an invited person has no password yet.
UPDATE "password_reset_tokens" SET "kind" = 'invitation'
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '');
