CREATE TABLE "public_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_changes" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Any row written to what public pages show counts one more change, in the writer's own
-- transaction, and tells the other instances when it commits (docs/decisions/037). Per row, so
-- that an insert that conflicts and does nothing counts nothing; NOTIFY sends one message per
-- transaction however many rows it changed.
CREATE FUNCTION "public_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_changes" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('public_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blogs_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "events_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "team_members_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "testimonials_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "gallery_categories_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "gallery_categories" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "gallery_images_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "gallery_images" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "site_settings_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "media_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "stored_files_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "stored_files" FOR EACH ROW EXECUTE FUNCTION "public_changed"();
