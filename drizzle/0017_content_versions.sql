CREATE TABLE "content_version_pictures" (
	"version_id" integer NOT NULL,
	"field" text NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "content_version_pictures_version_id_field_pk" PRIMARY KEY("version_id","field")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"restored_from" integer,
	"actor_id" integer,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_version_pictures" ADD CONSTRAINT "content_version_pictures_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."content_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_version_pictures" ADD CONSTRAINT "content_version_pictures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_version_pictures_media_idx" ON "content_version_pictures" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("item_type","item_id","id");