CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"address" text NOT NULL,
	"action" text NOT NULL,
	"item_type" text,
	"item_id" text,
	"item_label" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_item_type_idx" ON "audit_entries" USING btree ("item_type","created_at");