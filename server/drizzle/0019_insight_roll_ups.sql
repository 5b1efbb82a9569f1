CREATE TABLE "estimate_days" (
	"day" date NOT NULL,
	"activity_type" varchar(40) NOT NULL,
	"activities" integer NOT NULL,
	"estimated_seconds" numeric(20, 6) NOT NULL,
	"spent_minutes" numeric(20, 6) NOT NULL,
	CONSTRAINT "estimate_days_day_activity_type_pk" PRIMARY KEY("day","activity_type")
);
--> statement-breakpoint
CREATE TABLE "labour_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"intervals" integer NOT NULL,
	"minutes" numeric(20, 6) NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	CONSTRAINT "labour_months_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"contract_value" numeric(20, 6) NOT NULL,
	"total_cost" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "production_orders_finished_margin_idx" ON "production_orders" USING btree (("contract_value" - ("supplies_cost" - "leftovers_value" + "machinery_cost" + "labor_cost" + "cost_work_third_party")),"id") WHERE "production_orders"."status" = 'finished';--> statement-breakpoint
-- Insights' roll-ups (issue 23, docs/decisions/037), kept by statement triggers in the transaction
-- of every change, whatever code made it: each statement's changed rows (its transition tables)
-- are added up once per key and applied as differences, so a write of one row costs one small
-- upsert and a bulk statement (a rebuild, a restore, the bench's generator) one grouped upsert.
-- A key whose count falls to zero is deleted, so the tables hold exactly what a rebuild from the
-- raw rows makes (server/src/roll-ups/). Days and months are those of the zone roll_up_settings
-- names; with no zone yet nothing is kept (the server's start computes everything).

-- The statement's changed rows as one signed list: +1 for each new row, -1 for each old one.
CREATE OR REPLACE FUNCTION roll_up_changes(operation text, columns text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN format('SELECT 1 AS sign, %s FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT -1 AS sign, %s FROM old_rows', columns)
    ELSE format('SELECT 1 AS sign, %1$s FROM new_rows UNION ALL SELECT -1 AS sign, %1$s FROM old_rows', columns)
  END
$$;
--> statement-breakpoint
-- One function keeps every such roll-up; each trigger says which, as data:
--   0 the roll-up table; 1 its key columns (comma-separated); 2 their values for a changed row `c`
--   and the zone row `z` (semicolon-separated expressions); 3 its summed columns, the first a
--   count; 4 what each adds for a row of `c`; 5 the columns of the changed rows read; 6 which
--   changed rows count.
CREATE OR REPLACE FUNCTION keep_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := TG_ARGV[0];
  key_columns text[] := string_to_array(TG_ARGV[1], ',');
  key_values text := array_to_string(string_to_array(TG_ARGV[2], ';'), ', ');
  sum_columns text[] := string_to_array(TG_ARGV[3], ',');
  sum_values text[] := string_to_array(TG_ARGV[4], ';');
  changes text := format('(%s) c CROSS JOIN roll_up_settings z WHERE %s', roll_up_changes(TG_OP, TG_ARGV[5]), TG_ARGV[6]);
BEGIN
  EXECUTE format(
    'INSERT INTO %I AS r (%s, %s) SELECT %s, %s FROM %s GROUP BY %s ON CONFLICT (%s) DO UPDATE SET %s',
    target,
    array_to_string(key_columns, ', '),
    array_to_string(sum_columns, ', '),
    key_values,
    (SELECT string_agg(format('sum(c.sign * (%s))', value), ', ') FROM unnest(sum_values) value),
    changes,
    (SELECT string_agg(position::text, ', ') FROM generate_series(1, cardinality(key_columns)) position),
    array_to_string(key_columns, ', '),
    (SELECT string_agg(format('%1$s = r.%1$s + EXCLUDED.%1$s', name), ', ') FROM unnest(sum_columns) name));
  -- The keys this statement emptied: no row of theirs is left, so neither is their roll-up row.
  EXECUTE format(
    'DELETE FROM %I r WHERE r.%s = 0 AND (%s) IN (SELECT %s FROM %s)',
    target,
    sum_columns[1],
    (SELECT string_agg('r.' || name, ', ') FROM unnest(key_columns) name),
    key_values,
    changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER labour_months_on_insert AFTER INSERT ON labour_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('labour_months', 'month,user_id', 'date_trunc(''month'', c.day)::date;c.user_id',
    'intervals,minutes,value', 'c.intervals;c.minutes;c.value', 'day, user_id, intervals, minutes, value', 'true');
--> statement-breakpoint
CREATE TRIGGER labour_months_on_update AFTER UPDATE ON labour_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('labour_months', 'month,user_id', 'date_trunc(''month'', c.day)::date;c.user_id',
    'intervals,minutes,value', 'c.intervals;c.minutes;c.value', 'day, user_id, intervals, minutes, value', 'true');
--> statement-breakpoint
CREATE TRIGGER labour_months_on_delete AFTER DELETE ON labour_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('labour_months', 'month,user_id', 'date_trunc(''month'', c.day)::date;c.user_id',
    'intervals,minutes,value', 'c.intervals;c.minutes;c.value', 'day, user_id, intervals, minutes, value', 'true');
--> statement-breakpoint
CREATE TRIGGER estimate_days_on_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('estimate_days', 'day,activity_type', '(c.end_time AT TIME ZONE z.time_zone)::date;c.type',
    'activities,estimated_seconds,spent_minutes', '1;c.total_estimated_production_time;c.time_spent',
    'status, end_time, type, total_estimated_production_time, time_spent', 'c.status = ''finished'' AND c.end_time IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER estimate_days_on_update AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('estimate_days', 'day,activity_type', '(c.end_time AT TIME ZONE z.time_zone)::date;c.type',
    'activities,estimated_seconds,spent_minutes', '1;c.total_estimated_production_time;c.time_spent',
    'status, end_time, type, total_estimated_production_time, time_spent', 'c.status = ''finished'' AND c.end_time IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER estimate_days_on_delete AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('estimate_days', 'day,activity_type', '(c.end_time AT TIME ZONE z.time_zone)::date;c.type',
    'activities,estimated_seconds,spent_minutes', '1;c.total_estimated_production_time;c.time_spent',
    'status, end_time, type, total_estimated_production_time, time_spent', 'c.status = ''finished'' AND c.end_time IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER order_days_on_insert AFTER INSERT ON production_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('order_days', 'day', '(c.last_changed_status_at AT TIME ZONE z.time_zone)::date',
    'orders,contract_value,total_cost', '1;c.contract_value;c.supplies_cost - c.leftovers_value + c.machinery_cost + c.labor_cost + c.cost_work_third_party',
    'status, last_changed_status_at, contract_value, supplies_cost, leftovers_value, machinery_cost, labor_cost, cost_work_third_party',
    'c.status = ''finished'' AND c.last_changed_status_at IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER order_days_on_update AFTER UPDATE ON production_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('order_days', 'day', '(c.last_changed_status_at AT TIME ZONE z.time_zone)::date',
    'orders,contract_value,total_cost', '1;c.contract_value;c.supplies_cost - c.leftovers_value + c.machinery_cost + c.labor_cost + c.cost_work_third_party',
    'status, last_changed_status_at, contract_value, supplies_cost, leftovers_value, machinery_cost, labor_cost, cost_work_third_party',
    'c.status = ''finished'' AND c.last_changed_status_at IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER order_days_on_delete AFTER DELETE ON production_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('order_days', 'day', '(c.last_changed_status_at AT TIME ZONE z.time_zone)::date',
    'orders,contract_value,total_cost', '1;c.contract_value;c.supplies_cost - c.leftovers_value + c.machinery_cost + c.labor_cost + c.cost_work_third_party',
    'status, last_changed_status_at, contract_value, supplies_cost, leftovers_value, machinery_cost, labor_cost, cost_work_third_party',
    'c.status = ''finished'' AND c.last_changed_status_at IS NOT NULL');
--> statement-breakpoint
-- The new roll-ups start empty: forgetting the zone makes the server's next start rebuild every
-- roll-up in APP_TIME_ZONE before it answers (roll-ups/rebuild.ts, keepRollUpsInZone), as a
-- database upgraded to migration 0018 computed its labour days.
DELETE FROM roll_up_settings;
