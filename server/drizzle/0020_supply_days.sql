CREATE TABLE "supply_days" (
	"supply_id" integer NOT NULL,
	"day" date NOT NULL,
	"entries" integer NOT NULL,
	"input" numeric(20, 6) NOT NULL,
	"output" numeric(20, 6) NOT NULL,
	"consumed_quantity" numeric(20, 6) NOT NULL,
	"consumed_value" numeric(20, 6) NOT NULL,
	"balance" numeric(20, 6) NOT NULL,
	"average_cost" numeric(20, 6) NOT NULL,
	CONSTRAINT "supply_days_supply_id_day_pk" PRIMARY KEY("supply_id","day")
);
--> statement-breakpoint
CREATE INDEX "supply_days_day_idx" ON "supply_days" USING btree ("day");--> statement-breakpoint
-- The roll-ups' zone forgotten: an installation upgraded with its roll-ups computed computes every roll-up, supply_days with them, at its next start (docs/decisions/035).
DELETE FROM "roll_up_settings";
