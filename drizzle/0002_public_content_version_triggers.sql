-- Every statement that changes what the public site shows bumps one shared version, in the same
-- transaction as the change, so each instance knows when its cached public answers are stale.
INSERT INTO "public_content_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_public_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE TRIGGER "property_images_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE TRIGGER "property_videos_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE TRIGGER "site_content_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menu_items_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();
