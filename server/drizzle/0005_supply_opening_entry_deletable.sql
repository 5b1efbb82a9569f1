-- The kardex stays append-only, with one exception: a supply that was never used is deleted
-- (spec part 2 §4), and its own opening-stock entry (source Supply, written when it was created)
-- goes with it. That entry may be deleted only while it is the supply's only entry, so no
-- movement that followed it can lose its ground.
CREATE OR REPLACE FUNCTION kardex_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.source_type = 'Supply' AND OLD.source_id = OLD.supply_id
     AND NOT EXISTS (SELECT 1 FROM kardex_entries AS other WHERE other.supply_id = OLD.supply_id AND other.id <> OLD.id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'kardex_entries is append-only: write a correcting entry instead' USING ERRCODE = 'restrict_violation';
END;
$$;
