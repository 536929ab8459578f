CREATE TABLE "payment_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_records" DROP CONSTRAINT "payment_records_method_check";--> statement-breakpoint
ALTER TABLE "payment_records" DROP CONSTRAINT "payment_records_status_check";--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_status_changes_payment_idx" ON "payment_status_changes" USING btree ("payment_id","changed_at");--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_method_check" CHECK ("payment_records"."payment_method" in ('card', 'qr', 'cheque', 'cash', 'bank-transfer', 'other'));--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_status_check" CHECK ("payment_records"."status" in ('pledged', 'received', 'refunded', 'cancelled'));