-- Custom SQL migration: the history of the records made before it was kept. A record never
-- changed since it was made took its present status then; one changed later was a pledge first,
-- and took its present status on the day received (or when last changed).
INSERT INTO "payment_status_changes" ("payment_id", "status", "changed_at")
SELECT "id", CASE WHEN "updated_at" > "created_at" + interval '1 second' THEN 'pledged' ELSE "status" END, "created_at"
FROM "payment_records";
--> statement-breakpoint
INSERT INTO "payment_status_changes" ("payment_id", "status", "changed_at")
SELECT "id", "status", CASE WHEN "status" = 'received' THEN coalesce("received_at", "updated_at") ELSE "updated_at" END
FROM "payment_records" WHERE "updated_at" > "created_at" + interval '1 second' AND "status" <> 'pledged';
