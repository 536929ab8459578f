DROP INDEX "blogs_public_idx";--> statement-breakpoint
DROP INDEX "events_public_idx";--> statement-breakpoint
DROP INDEX "gallery_categories_public_idx";--> statement-breakpoint
DROP INDEX "gallery_images_category_idx";--> statement-breakpoint
DROP INDEX "team_members_public_idx";--> statement-breakpoint
DROP INDEX "testimonials_public_idx";--> statement-breakpoint
CREATE INDEX "blogs_public_idx" ON "blogs" USING btree ("status","priority","publish_at");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("status","event_date");--> statement-breakpoint
CREATE INDEX "gallery_categories_public_idx" ON "gallery_categories" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "gallery_images_category_idx" ON "gallery_images" USING btree ("category_id","status","priority","created_at");--> statement-breakpoint
CREATE INDEX "team_members_public_idx" ON "team_members" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_public_idx" ON "testimonials" USING btree ("status","priority","created_at");--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "gallery_categories" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "gallery_images" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden') and ("status" <> 'scheduled' or "publish_at" is not null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden') and ("status" <> 'scheduled' or "publish_at" is not null));--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden') and ("status" <> 'scheduled' or "publish_at" is not null));--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden') and ("status" <> 'scheduled' or "publish_at" is not null));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden') and ("status" <> 'scheduled' or "publish_at" is not null));--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'hidden') and ("status" <> 'scheduled' or "publish_at" is not null));