ALTER TABLE "properties" ADD COLUMN "floor_number" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_level" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "door" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registry_number" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registry_city" text;--> statement-breakpoint
-- Hand-written (issue 50): the floor and Land Registry typed as Spanish text become data where they can be read
-- without guessing (docs/product.md#structured-address-facts); the typed text stays in "floor" and "registry_office".
UPDATE "properties" AS p SET "floor_number" = (m.r)[1]::integer, "door" = coalesce((m.r)[2], upper((m.r)[3]))
FROM (
  SELECT "id", regexp_match("floor", '^\s*(\d{1,2})\s*(?:\.?\s*[ºª°o]\.?|r|n|t|è)?\s*[-,/]?\s*(?:(\d{1,3})\s*(?:\.?\s*[ªº°a]\.?)?|([A-Za-z]))?\s*$') AS r
  FROM "properties"
) AS m
WHERE p."id" = m."id" AND m.r IS NOT NULL AND p."floor_number" IS NULL AND p."floor_level" IS NULL AND p."door" IS NULL;--> statement-breakpoint
UPDATE "properties" AS p SET
  "floor_level" = CASE
    WHEN (m.r)[1] ~* '^(s[oóÓ]tano|soterrani)' THEN 'sotano'
    WHEN (m.r)[1] ~* '^sobre' THEN 'sobreatico'
    WHEN (m.r)[1] ~* '^[aáàÁÀ]tic' THEN 'atico'
    WHEN (m.r)[1] ~* '^(baj|baix|planta)' THEN 'bajo'
    WHEN (m.r)[1] ~* '^entres' THEN 'entresuelo'
    ELSE 'principal'
  END,
  "door" = coalesce((m.r)[2], upper((m.r)[3]))
FROM (
  SELECT "id", regexp_match("floor", '^\s*(s[oóÓ]tano|soterrani|sobre[aáàÁÀ]tico?|[aáàÁÀ]tico?|bajos?|baixos|planta baja|entresuelo|entres[oòÒ]l|principal)\s*[-,/]?\s*(?:puerta|porta)?\s*(?:(\d{1,3})\s*(?:\.?\s*[ªº°a]\.?)?|([A-Za-z]))?\s*$', 'i') AS r
  FROM "properties"
) AS m
WHERE p."id" = m."id" AND m.r IS NOT NULL AND p."floor_number" IS NULL AND p."floor_level" IS NULL AND p."door" IS NULL;--> statement-breakpoint
UPDATE "properties" AS p SET "registry_number" = (m.r)[1]::integer, "registry_city" = (m.r)[2]
FROM (
  SELECT "id", regexp_match(trim("registry_office"), '^registr[oe]\s+de\s+la\s+propie(?:dad|tat)\s*(?:(?:n\.?\s*º|núm\.?|num\.?|número)\s*(\d{1,3})\s*)?(?:de\s+|d[''’])([^0-9,]+?)\s*$', 'i') AS r
  FROM "properties"
) AS m
WHERE p."id" = m."id" AND m.r IS NOT NULL AND p."registry_number" IS NULL AND p."registry_city" IS NULL;--> statement-breakpoint
UPDATE "properties" AS p SET "registry_number" = (m.r)[1]::integer
FROM (
  SELECT "id", regexp_match(trim("registry_office"), '^registr[oe](?:\s+de\s+la\s+propie(?:dad|tat))?\s*(?:n\.?\s*º|núm\.?|num\.?|número)\s*(\d{1,3})\s*$', 'i') AS r
  FROM "properties"
) AS m
WHERE p."id" = m."id" AND m.r IS NOT NULL AND p."registry_number" IS NULL AND p."registry_city" IS NULL;--> statement-breakpoint
UPDATE "properties" AS p SET "registry_number" = (m.r)[2]::integer, "registry_city" = (m.r)[1]
FROM (
  SELECT "id", regexp_match(trim("registry_office"), '^([^0-9,]+?)\s*,?\s*(\d{1,3})\s*$') AS r
  FROM "properties"
  WHERE trim("registry_office") !~* '^registr'
) AS m
WHERE p."id" = m."id" AND m.r IS NOT NULL AND p."registry_number" IS NULL AND p."registry_city" IS NULL;
