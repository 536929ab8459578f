ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "roles" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_created_by_idx" ON "blogs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
-- Added by hand between the generated statements (decision 055): existing admins become
-- Administrators, members stay members, and an invitation still waiting makes an Administrator
-- as it said it would. Keep these two lines above the DROP when the migration is generated again.
UPDATE "users" SET "roles" = '{administrator}'::text[] WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "one_time_tokens" SET "roles" = '{administrator}'::text[] WHERE "purpose" = 'invite';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_roles_check" CHECK ("one_time_tokens"."roles" <@ array['administrator', 'editor', 'writer', 'messages', 'treasurer', 'translator']::text[]);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_check" CHECK ("users"."roles" <@ array['administrator', 'editor', 'writer', 'messages', 'treasurer', 'translator']::text[]);