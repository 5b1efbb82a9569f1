CREATE TABLE "external_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_order_id" integer NOT NULL,
	"kind" varchar(300) NOT NULL,
	"provider" varchar(300) NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"due_date" date,
	"total_estimated_production_time" integer DEFAULT 0 NOT NULL,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kardex_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"supply_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_value" numeric(20, 6) NOT NULL,
	"total" numeric(20, 6) NOT NULL,
	"balance" numeric(20, 6) NOT NULL,
	"source_type" varchar(40) NOT NULL,
	"source_id" integer NOT NULL,
	"production_order_id" integer,
	"made_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kardex_quantity_positive" CHECK ("kardex_entries"."quantity" > 0),
	CONSTRAINT "kardex_balance_not_negative" CHECK ("kardex_entries"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leftovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_order_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"quantity" numeric(20, 6) DEFAULT 0 NOT NULL,
	"unit_of_measurement" varchar(60) DEFAULT 'Unidad' NOT NULL,
	"unit_value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"stock_minimum" numeric(20, 6) DEFAULT 0 NOT NULL,
	"type_supply" varchar(120),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplies_quantity_not_negative" CHECK ("supplies"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplies_used" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_order_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_services" ADD CONSTRAINT "external_services_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex_entries" ADD CONSTRAINT "kardex_entries_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex_entries" ADD CONSTRAINT "kardex_entries_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex_entries" ADD CONSTRAINT "kardex_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leftovers" ADD CONSTRAINT "leftovers_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leftovers" ADD CONSTRAINT "leftovers_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leftovers" ADD CONSTRAINT "leftovers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies" ADD CONSTRAINT "supplies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies" ADD CONSTRAINT "supplies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies_used" ADD CONSTRAINT "supplies_used_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies_used" ADD CONSTRAINT "supplies_used_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies_used" ADD CONSTRAINT "supplies_used_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_services_order_idx" ON "external_services" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "kardex_supply_made_on_idx" ON "kardex_entries" USING btree ("supply_id","made_on","id");--> statement-breakpoint
CREATE INDEX "kardex_made_on_idx" ON "kardex_entries" USING btree ("made_on");--> statement-breakpoint
CREATE INDEX "kardex_source_idx" ON "kardex_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "leftovers_order_idx" ON "leftovers" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "supplies_name_idx" ON "supplies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "supplies_used_order_idx" ON "supplies_used" USING btree ("production_order_id");