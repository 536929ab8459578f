-- Custom SQL migration (drizzle-kit generate --custom), written by hand: a trigger, which
-- drizzle-kit does not model. The activity log is append-only (decision 027): no UPDATE, no
-- TRUNCATE, and a DELETE only of entries older than the cut-off that the retention pruning
-- sets for its own transaction (set_config('app.audit_prune_before', ..., true)). This guards
-- against a bug in the app, not against someone who can run SQL as the table's owner.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND coalesce(current_setting('app.audit_prune_before', true), '') <> ''
    AND OLD."created_at" < current_setting('app.audit_prune_before', true)::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'The activity log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
