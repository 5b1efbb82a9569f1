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
CREATE INDEX "labour_days_user_day_idx" ON "labour_days" USING btree ("user_id","day");
