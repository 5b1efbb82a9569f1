-- The average cost after each movement, so the value of a stock at any date is one index lookup.
-- Entries written before this column existed take their own unit value.
ALTER TABLE "kardex_entries" ADD COLUMN "average_cost" numeric(20, 6);--> statement-breakpoint
UPDATE "kardex_entries" SET "average_cost" = "unit_value";--> statement-breakpoint
ALTER TABLE "kardex_entries" ALTER COLUMN "average_cost" SET NOT NULL;--> statement-breakpoint
-- The kardex is append-only (DESIGN §7.4): corrections are new entries, never edits.
CREATE FUNCTION kardex_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'kardex_entries is append-only: write a correcting entry instead' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER kardex_entries_append_only BEFORE UPDATE OR DELETE ON "kardex_entries"
  FOR EACH ROW EXECUTE FUNCTION kardex_entries_append_only();
