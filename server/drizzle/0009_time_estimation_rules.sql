CREATE TABLE "time_estimation_rule_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_estimation_rule_id" integer NOT NULL,
	"field" varchar(255) NOT NULL,
	"comparator" varchar(2) NOT NULL,
	"value" varchar(255) NOT NULL,
	CONSTRAINT "time_estimation_rule_conditions_comparator_valid" CHECK ("time_estimation_rule_conditions"."comparator" IN ('==', '!=', '>', '<', '>=', '<='))
);
--> statement-breakpoint
CREATE TABLE "time_estimation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"activity" varchar(40) NOT NULL,
	"time_before_production" integer DEFAULT 0 NOT NULL,
	"estimated_production_time" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_estimation_rules_times_not_negative" CHECK ("time_estimation_rules"."time_before_production" >= 0 AND "time_estimation_rules"."estimated_production_time" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "time_estimation_rule_id" integer;--> statement-breakpoint
ALTER TABLE "time_estimation_rule_conditions" ADD CONSTRAINT "time_estimation_rule_conditions_time_estimation_rule_id_time_estimation_rules_id_fk" FOREIGN KEY ("time_estimation_rule_id") REFERENCES "public"."time_estimation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_estimation_rules" ADD CONSTRAINT "time_estimation_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_estimation_rules" ADD CONSTRAINT "time_estimation_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_estimation_rule_conditions_rule_idx" ON "time_estimation_rule_conditions" USING btree ("time_estimation_rule_id","id");--> statement-breakpoint
CREATE INDEX "time_estimation_rules_activity_idx" ON "time_estimation_rules" USING btree ("activity","id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_time_estimation_rule_id_time_estimation_rules_id_fk" FOREIGN KEY ("time_estimation_rule_id") REFERENCES "public"."time_estimation_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_time_estimation_rule_idx" ON "activities" USING btree ("time_estimation_rule_id");