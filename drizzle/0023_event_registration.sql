CREATE TABLE "event_registration_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"max_party_size" integer DEFAULT 4 NOT NULL,
	"closes_at" timestamp with time zone,
	"waiting_list" boolean DEFAULT true NOT NULL,
	"reminder_hours" integer DEFAULT 24 NOT NULL,
	"online_link" text,
	"question" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_settings_capacity_check" CHECK ("event_registration_settings"."capacity" is null or "event_registration_settings"."capacity" >= 0),
	CONSTRAINT "event_registration_settings_party_check" CHECK ("event_registration_settings"."max_party_size" between 1 and 20),
	CONSTRAINT "event_registration_settings_reminder_check" CHECK ("event_registration_settings"."reminder_hours" between 0 and 336)
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"party_size" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"note" text,
	"consent" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"added_by_staff" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waiting', 'cancelled', 'attended')),
	CONSTRAINT "event_registrations_party_check" CHECK ("event_registrations"."party_size" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "event_registration_settings" ADD CONSTRAINT "event_registration_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_idx" ON "event_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
-- An event's places left are on its public page: a registration taking or freeing places, and a
-- change to the registration settings, count as public changes (docs/decisions/037, 066), so
-- that every instance's page cache renders the page again within seconds.
CREATE TRIGGER "event_registration_settings_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_registration_settings" FOR EACH ROW EXECUTE FUNCTION "public_changed"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_public_changed" AFTER INSERT OR DELETE OR UPDATE OF "status", "party_size" ON "event_registrations" FOR EACH ROW EXECUTE FUNCTION "public_changed"();
