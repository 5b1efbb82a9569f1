CREATE TABLE "supply_month_ends" (
	"month" date NOT NULL,
	"supply_id" integer NOT NULL,
	"balance" numeric(20, 6) NOT NULL,
	"average_cost" numeric(20, 6) NOT NULL,
	CONSTRAINT "supply_month_ends_month_supply_id_pk" PRIMARY KEY("month","supply_id")
);
--> statement-breakpoint
-- Computed by the next start's rebuild (keepRollUpsInZone), as every roll-up before it.
DELETE FROM "roll_up_settings";
