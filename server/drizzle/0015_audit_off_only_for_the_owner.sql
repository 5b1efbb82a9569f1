-- The audit trail may be skipped only by the tables' owner (issue 20, docs/decisions/027). Until
-- now `SET tintero.audit = 'off'` skipped recording for anyone: with two PostgreSQL roles the
-- server's role (DATABASE_URL) may not ALTER the tables nor disable their triggers, but it could
-- still turn the trail off. audit_row() now honours 'off' only for a role that has the rights of
-- the audited table's owner (its owner, a member of it, or a superuser; on PGlite the one user is).
-- Its search_path is fixed, pg_temp last: a temporary table named audit_events (any role may
-- create one) would otherwise receive the events in place of the real one. The body is 0013's
-- otherwise, unchanged; the triggers keep pointing at the function.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  derived text[] := string_to_array(TG_ARGV[1], ',');
  parent_column text := nullif(TG_ARGV[2], '');
  -- Bookkeeping the event itself says (who, when) or that no one types.
  bookkeeping text[] := ARRAY['id', 'created_at', 'updated_at', 'updated_by', 'token_version', 'name_key', 'last_changed_status_by', 'last_changed_status_at'];
  terminal text[] := ARRAY['finished', 'cancelled', 'closed'];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  changes jsonb := '{}';
  key text;
  before jsonb;
  after jsonb;
  action text;
  parent_id integer;
BEGIN
  -- Only a role with the rights of the tables' owner (migrations, restores, the bench) may skip
  -- recording: the server's own role sets it in vain (docs/decisions/027).
  IF current_setting('tintero.audit', true) = 'off'
     AND pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'USAGE') THEN
    RETURN NULL;
  END IF;
  FOR key IN SELECT jsonb_object_keys(row_now) LOOP
    CONTINUE WHEN key = ANY(bookkeeping);
    before := coalesce(old_row -> key, 'null');
    after := coalesce(new_row -> key, 'null');
    CONTINUE WHEN before = after;
    IF key = ANY(derived)
       AND NOT (key = 'status' AND (before #>> '{}' = ANY(terminal) OR after #>> '{}' = ANY(terminal)))
       -- A third party's price is typed by hand; otherwise an activity's value adds up its intervals.
       AND NOT (key = 'value' AND (row_now ->> 'was_made_by_third')::boolean) THEN
      CONTINUE;
    END IF;
    IF key = 'password_hash' THEN
      changes := changes || jsonb_build_object('password', jsonb_build_array(
        CASE WHEN before = 'null' THEN NULL ELSE '[oculto]' END, CASE WHEN after = 'null' THEN NULL ELSE '[oculto]' END));
    ELSE
      changes := changes || jsonb_build_object(key, jsonb_build_array(before, after));
    END IF;
  END LOOP;
  IF TG_OP = 'INSERT' THEN
    action := 'created';
  ELSIF TG_OP = 'DELETE' THEN
    action := 'deleted';
  ELSIF changes = '{}' THEN
    RETURN NULL; -- only bookkeeping or recomputed columns changed
  ELSIF changes ? 'status' AND changes #>> '{status,1}' = ANY(terminal) THEN
    action := changes #>> '{status,1}';
  ELSIF changes ? 'enabled' THEN
    action := CASE WHEN (changes #>> '{enabled,1}')::boolean THEN 'enabled' ELSE 'disabled' END;
  ELSIF TG_TABLE_NAME = 'supplies' AND changes ? 'status' THEN
    action := CASE WHEN changes #>> '{status,1}' = '1' THEN 'enabled' ELSE 'disabled' END;
  ELSIF changes ? 'removed_at' AND changes #>> '{removed_at,1}' IS NOT NULL THEN
    action := 'deleted';
  ELSE
    action := 'updated';
  END IF;
  IF TG_TABLE_NAME = 'intervals' THEN
    SELECT activity_id INTO parent_id FROM activity_users WHERE id = (row_now ->> 'activity_user_id')::integer;
  ELSIF parent_column IS NOT NULL THEN
    parent_id := (row_now ->> parent_column)::integer;
  END IF;
  INSERT INTO audit_events (user_id, ip, action, record_type, record_id, parent_type, parent_id, changes)
  VALUES (
    nullif(current_setting('tintero.user_id', true), '')::integer,
    nullif(current_setting('tintero.ip', true), ''),
    action, TG_ARGV[0], (row_now ->> 'id')::integer,
    CASE WHEN parent_id IS NOT NULL THEN nullif(TG_ARGV[3], '') END, parent_id, changes);
  RETURN NULL;
END;
$$;
