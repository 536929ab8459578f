CREATE TABLE "pledge_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "property_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "appraiser_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "appraiser_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "pledged_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "gift_kind" text DEFAULT 'money' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "property_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "appraiser_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "appraiser_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_reference_idx" ON "payment_records" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_gift_kind_check" CHECK ("payment_records"."gift_kind" in ('money', 'in-kind'));