-- Custom migration (decision 032): every item keeps what visitors saw. A visible one is
-- published since it was added (its publication date, the date a post showed until now); a
-- hidden one is hidden, with the same date should staff show it again.
UPDATE "blogs" SET "status" = CASE WHEN "is_active" THEN 'published' ELSE 'hidden' END, "publish_at" = "created_at";--> statement-breakpoint
UPDATE "events" SET "status" = CASE WHEN "is_active" THEN 'published' ELSE 'hidden' END, "publish_at" = "created_at";--> statement-breakpoint
UPDATE "gallery_categories" SET "status" = CASE WHEN "is_active" THEN 'published' ELSE 'hidden' END, "publish_at" = "created_at";--> statement-breakpoint
UPDATE "gallery_images" SET "status" = CASE WHEN "is_active" THEN 'published' ELSE 'hidden' END, "publish_at" = "created_at";--> statement-breakpoint
UPDATE "team_members" SET "status" = CASE WHEN "is_active" THEN 'published' ELSE 'hidden' END, "publish_at" = "created_at";--> statement-breakpoint
UPDATE "testimonials" SET "status" = CASE WHEN "is_active" THEN 'published' ELSE 'hidden' END, "publish_at" = "created_at";
