-- Offline writes (issue 26, DESIGN §12.3, docs/decisions/046): the Idempotency-Key of every write
-- (plugins/idempotency.ts), and the moment a device stated for a shop-floor action in the audit
-- trail. audit_row() is 0015's, unchanged but for `device_at`, read from the transaction's
-- `tintero.device_at` that inTransaction sets (lib/audit-context.ts); the triggers keep pointing at it.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" text NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"status" smallint,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "device_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
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
  INSERT INTO audit_events (user_id, ip, action, record_type, record_id, parent_type, parent_id, changes, device_at)
  VALUES (
    nullif(current_setting('tintero.user_id', true), '')::integer,
    nullif(current_setting('tintero.ip', true), ''),
    action, TG_ARGV[0], (row_now ->> 'id')::integer,
    CASE WHEN parent_id IS NOT NULL THEN nullif(TG_ARGV[3], '') END, parent_id, changes,
    nullif(current_setting('tintero.device_at', true), '')::timestamptz);
  RETURN NULL;
END;
$$;
