CREATE TABLE "labour_days" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"production_order_id" integer NOT NULL,
	"activity_type" varchar(40) NOT NULL,
	"intervals" integer NOT NULL,
	"minutes" numeric(20, 6) NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"quantity_produced" numeric(20, 6) NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"last_end" timestamp with time zone,
	CONSTRAINT "labour_days_activity_id_user_id_day_pk" PRIMARY KEY("activity_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "roll_up_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "roll_up_settings_one_row" CHECK ("roll_up_settings"."id")
);
--> statement-breakpoint
CREATE INDEX "labour_days_day_idx" ON "labour_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "labour_days_user_day_idx" ON "labour_days" USING btree ("user_id","day");--> statement-breakpoint
-- Labour per activity user and workshop day (docs/decisions/031), filled from the intervals already
-- recorded in APP_TIME_ZONE's default; a server started with another zone rebuilds it at start.
INSERT INTO "roll_up_settings" ("id", "time_zone") VALUES (true, 'America/Bogota');--> statement-breakpoint
INSERT INTO "labour_days" ("activity_id", "user_id", "day", "production_order_id", "activity_type", "intervals", "minutes", "value", "quantity_produced", "first_start", "last_end")
SELECT au.activity_id, i.user_id, (i.start_time AT TIME ZONE 'America/Bogota')::date, a.production_order_id, a.type,
       count(*), sum(i.minutes), sum(i.value), sum(i.quantity_produced), min(i.start_time),
       CASE WHEN bool_or(i.end_time IS NULL) THEN NULL ELSE max(i.end_time) END
FROM "intervals" i
JOIN "activity_users" au ON au.id = i.activity_user_id
JOIN "activities" a ON a.id = au.activity_id
GROUP BY au.activity_id, i.user_id, (i.start_time AT TIME ZONE 'America/Bogota')::date, a.production_order_id, a.type;
