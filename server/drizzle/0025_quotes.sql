CREATE TABLE "quote_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"quantity" numeric(20, 6),
	"observation" text,
	"machine_id" integer,
	"was_made_by_third" boolean DEFAULT false NOT NULL,
	"third" varchar(160),
	"value" numeric(20, 6),
	"time_before_production" integer DEFAULT 0 NOT NULL,
	"estimated_production_time" integer DEFAULT 0 NOT NULL,
	"total_estimated_production_time" integer DEFAULT 0 NOT NULL,
	"time_estimation_rule_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"labour_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"machinery_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_external_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"kind" varchar(300) NOT NULL,
	"provider" varchar(300) NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"markup_percent" numeric(20, 6),
	"typed_price" numeric(20, 6),
	"labour_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"machinery_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"supplies_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"third_party_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"cost_total" numeric(20, 6) DEFAULT 0 NOT NULL,
	"price" numeric(20, 6) DEFAULT 0 NOT NULL,
	"unit_price" numeric(20, 6) DEFAULT 0 NOT NULL,
	"estimated_total_time" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_options_quantity_positive" CHECK ("quote_options"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"total_value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_supplies_quantity_positive" CHECK ("quote_supplies"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"client" varchar(256) NOT NULL,
	"contact" varchar(256),
	"reference" varchar(256),
	"description" text,
	"delivery_day" date,
	"valid_until" date NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"seller_id" integer NOT NULL,
	"observation" text,
	"accepted_option_id" integer,
	"production_order_id" integer,
	"converted_by" integer,
	"converted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"workshop_name" varchar(160),
	"standard_hour_rate" numeric(20, 6) DEFAULT 0 NOT NULL,
	"quote_valid_days" integer DEFAULT 15 NOT NULL,
	"quote_terms" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_one_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_values_valid" CHECK ("settings"."standard_hour_rate" >= 0 AND "settings"."quote_valid_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "quote_activities" ADD CONSTRAINT "quote_activities_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activities" ADD CONSTRAINT "quote_activities_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activities" ADD CONSTRAINT "quote_activities_time_estimation_rule_id_time_estimation_rules_id_fk" FOREIGN KEY ("time_estimation_rule_id") REFERENCES "public"."time_estimation_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_external_services" ADD CONSTRAINT "quote_external_services_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_supplies" ADD CONSTRAINT "quote_supplies_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_supplies" ADD CONSTRAINT "quote_supplies_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_converted_by_users_id_fk" FOREIGN KEY ("converted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_activities_option_idx" ON "quote_activities" USING btree ("option_id","id");--> statement-breakpoint
CREATE INDEX "quote_external_services_option_idx" ON "quote_external_services" USING btree ("option_id","id");--> statement-breakpoint
CREATE INDEX "quote_options_quote_idx" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_supplies_option_idx" ON "quote_supplies" USING btree ("option_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_production_order_unique" ON "quotes" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_seller_created_at_idx" ON "quotes" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_waiting_conversion_idx" ON "quotes" USING btree ("decided_at") WHERE "quotes"."status" = 'accepted' AND "quotes"."production_order_id" IS NULL;