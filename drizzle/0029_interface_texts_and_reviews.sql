CREATE TABLE "interface_text_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"message_id" text NOT NULL,
	"text" text,
	"how" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interface_text_versions_how_check" CHECK ("interface_text_versions"."how" in ('typed', 'imported'))
);
--> statement-breakpoint
CREATE TABLE "interface_texts" (
	"language" text NOT NULL,
	"message_id" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interface_texts_language_message_id_pk" PRIMARY KEY("language","message_id"),
	CONSTRAINT "interface_texts_language_check" CHECK ("interface_texts"."language" in ('pa', 'hi', 'ur'))
);
--> statement-breakpoint
CREATE TABLE "translation_reviews" (
	"subject" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_reviews_subject_language_pk" PRIMARY KEY("subject","language"),
	CONSTRAINT "translation_reviews_language_check" CHECK ("translation_reviews"."language" in ('pa', 'hi', 'ur'))
);
--> statement-breakpoint
ALTER TABLE "interface_text_versions" ADD CONSTRAINT "interface_text_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_texts" ADD CONSTRAINT "interface_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_reviews" ADD CONSTRAINT "translation_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interface_text_versions_message_idx" ON "interface_text_versions" USING btree ("language","message_id","changed_at");--> statement-breakpoint
-- a corrected interface text and a review (the crisis help's English line) change public pages:
-- counted as a public change, so every instance's page cache and kept reads forget (decision 086)
CREATE TRIGGER "interface_texts_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "interface_texts" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "translation_reviews_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "translation_reviews" FOR EACH ROW EXECUTE FUNCTION "public_changed"();
