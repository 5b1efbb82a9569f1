CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"ip" text,
	"action" varchar(30) NOT NULL,
	"record_type" varchar(60) NOT NULL,
	"record_id" integer,
	"parent_type" varchar(60),
	"parent_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_parent_idx" ON "audit_events" USING btree ("parent_type","parent_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","at");--> statement-breakpoint
-- The audit trail (issue 15, docs/decisions/020): every change to an audited table writes one
-- audit_events row from OLD/NEW in the change's own transaction, by the row triggers below, so no
-- service can forget it. The acting user and address come from the transaction's settings
-- tintero.user_id and tintero.ip, set by inTransaction (server/src/lib/transaction.ts) from the
-- request; a write outside a request (seed, migrations, bench) is recorded without a user.
-- `SET tintero.audit = 'off'` skips recording (restoring a backup, bulk generation).

-- Never editable: the database refuses UPDATE, DELETE and TRUNCATE on the trail.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: the audit trail is never changed' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- One row trigger for every audited table. Arguments: the record type (the resource's route
-- name), the columns the server recomputes from other records (costs, totals, stock, status
-- rolled up from work: audited where they come from, not here; a status entering or leaving
-- finished/cancelled/closed is recorded all the same), the parent's column and type (a purchase
-- detail's purchase: the parent's history shows its parts).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF current_setting('tintero.audit', true) = 'off' THEN
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
--> statement-breakpoint
CREATE TRIGGER audit_production_orders AFTER INSERT OR UPDATE OR DELETE ON production_orders FOR EACH ROW
  EXECUTE FUNCTION audit_row('production_orders', 'supplies_cost,leftovers_value,machinery_cost,labor_cost,cost_work_third_party,estimated_total_time,total_labor_time', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_activities AFTER INSERT OR UPDATE OR DELETE ON activities FOR EACH ROW
  EXECUTE FUNCTION audit_row('activities', 'status,quantity_produced,machinery_cost,time_spent,start_time,end_time,value', 'production_order_id', 'production_orders');
--> statement-breakpoint
CREATE TRIGGER audit_activity_users AFTER INSERT OR UPDATE OR DELETE ON activity_users FOR EACH ROW
  EXECUTE FUNCTION audit_row('activity_users', 'status,quantity_produced', 'activity_id', 'activities');
--> statement-breakpoint
CREATE TRIGGER audit_intervals AFTER INSERT OR UPDATE OR DELETE ON intervals FOR EACH ROW
  EXECUTE FUNCTION audit_row('intervals', '', '', 'activities');
--> statement-breakpoint
CREATE TRIGGER audit_supplies AFTER INSERT OR UPDATE OR DELETE ON supplies FOR EACH ROW
  EXECUTE FUNCTION audit_row('supplies', 'quantity,unit_value', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_supplies_used AFTER INSERT OR UPDATE OR DELETE ON supplies_used FOR EACH ROW
  EXECUTE FUNCTION audit_row('supplies_used', '', 'production_order_id', 'production_orders');
--> statement-breakpoint
CREATE TRIGGER audit_leftovers AFTER INSERT OR UPDATE OR DELETE ON leftovers FOR EACH ROW
  EXECUTE FUNCTION audit_row('leftovers', '', 'production_order_id', 'production_orders');
--> statement-breakpoint
CREATE TRIGGER audit_external_services AFTER INSERT OR UPDATE OR DELETE ON external_services FOR EACH ROW
  EXECUTE FUNCTION audit_row('external_services', '', 'production_order_id', 'production_orders');
--> statement-breakpoint
CREATE TRIGGER audit_purchases AFTER INSERT OR UPDATE OR DELETE ON purchases FOR EACH ROW
  EXECUTE FUNCTION audit_row('purchases', 'total', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_purchase_details AFTER INSERT OR UPDATE OR DELETE ON purchase_details FOR EACH ROW
  EXECUTE FUNCTION audit_row('purchase_details', '', 'purchase_id', 'purchases');
--> statement-breakpoint
CREATE TRIGGER audit_inventaries AFTER INSERT OR UPDATE OR DELETE ON inventaries FOR EACH ROW
  EXECUTE FUNCTION audit_row('inventaries', '', '', '');
--> statement-breakpoint
-- An inventory's snapshot rows are written by the server on creation (one per supply) and their
-- system quantity on closing, and go with their inventory: only the counts typed into them are audited.
CREATE TRIGGER audit_inventary_details AFTER UPDATE ON inventary_details FOR EACH ROW
  EXECUTE FUNCTION audit_row('inventary_details', 'supply_quantity', 'inventary_id', 'inventaries');
--> statement-breakpoint
CREATE TRIGGER audit_time_estimation_rules AFTER INSERT OR UPDATE OR DELETE ON time_estimation_rules FOR EACH ROW
  EXECUTE FUNCTION audit_row('time_estimation_rules', '', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_time_estimation_rule_conditions AFTER INSERT OR UPDATE OR DELETE ON time_estimation_rule_conditions FOR EACH ROW
  EXECUTE FUNCTION audit_row('time_estimation_rule_conditions', '', 'time_estimation_rule_id', 'time_estimation_rules');
--> statement-breakpoint
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION audit_row('users', '', '', '');
