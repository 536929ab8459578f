CREATE TABLE "donation_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"donor_name" text NOT NULL,
	"donor_address" text NOT NULL,
	"donor_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"advantage_cents" integer DEFAULT 0 NOT NULL,
	"advantage_description" text DEFAULT '' NOT NULL,
	"eligible_cents" integer NOT NULL,
	"received_from" text NOT NULL,
	"received_to" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"replaces_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	CONSTRAINT "donation_receipts_kind_check" CHECK ("donation_receipts"."kind" in ('gift', 'annual')),
	CONSTRAINT "donation_receipts_status_check" CHECK ("donation_receipts"."status" in ('issued', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "receipt_payments" (
	"receipt_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "receipt_payments_receipt_id_payment_id_pk" PRIMARY KEY("receipt_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_serials" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment" "bytea";--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "receipt_serial" text;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_receipt_id_donation_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."donation_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_receipts_serial_idx" ON "donation_receipts" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_receipts_year_number_idx" ON "donation_receipts" USING btree ("year","number");--> statement-breakpoint
CREATE INDEX "donation_receipts_issued_at_idx" ON "donation_receipts" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_payments_live_idx" ON "receipt_payments" USING btree ("payment_id") WHERE "receipt_payments"."live";