CREATE TABLE "supply_months" (
	"supply_id" integer NOT NULL,
	"month" date NOT NULL,
	"entries" integer NOT NULL,
	"input" numeric(20, 6) NOT NULL,
	"output" numeric(20, 6) NOT NULL,
	"consumed_quantity" numeric(20, 6) NOT NULL,
	"consumed_value" numeric(20, 6) NOT NULL,
	CONSTRAINT "supply_months_month_supply_id_pk" PRIMARY KEY("month","supply_id")
);
--> statement-breakpoint
-- Kept from supply_days by the generic trigger of migration 0019 (docs/decisions/037).
CREATE TRIGGER supply_months_on_insert AFTER INSERT ON supply_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('supply_months', 'month,supply_id', 'date_trunc(''month'', c.day)::date;c.supply_id',
    'entries,input,output,consumed_quantity,consumed_value', 'c.entries;c.input;c.output;c.consumed_quantity;c.consumed_value',
    'day, supply_id, entries, input, output, consumed_quantity, consumed_value', 'true');
--> statement-breakpoint
CREATE TRIGGER supply_months_on_update AFTER UPDATE ON supply_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('supply_months', 'month,supply_id', 'date_trunc(''month'', c.day)::date;c.supply_id',
    'entries,input,output,consumed_quantity,consumed_value', 'c.entries;c.input;c.output;c.consumed_quantity;c.consumed_value',
    'day, supply_id, entries, input, output, consumed_quantity, consumed_value', 'true');
--> statement-breakpoint
CREATE TRIGGER supply_months_on_delete AFTER DELETE ON supply_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_roll_up('supply_months', 'month,supply_id', 'date_trunc(''month'', c.day)::date;c.supply_id',
    'entries,input,output,consumed_quantity,consumed_value', 'c.entries;c.input;c.output;c.consumed_quantity;c.consumed_value',
    'day, supply_id, entries, input, output, consumed_quantity, consumed_value', 'true');
--> statement-breakpoint
-- Computed by the next start's rebuild (keepRollUpsInZone), as every roll-up before it.
DELETE FROM "roll_up_settings";
