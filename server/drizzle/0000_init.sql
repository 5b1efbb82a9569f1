CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"production_order_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"quantity" numeric(20, 6),
	"quantity_produced" numeric(20, 6) DEFAULT 0 NOT NULL,
	"observation" text,
	"machine_id" integer,
	"was_made_by_third" boolean DEFAULT false NOT NULL,
	"third" varchar(160),
	"value" numeric(20, 6),
	"machinery_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"time_before_production" integer DEFAULT 0 NOT NULL,
	"estimated_production_time" integer DEFAULT 0 NOT NULL,
	"total_estimated_production_time" integer DEFAULT 0 NOT NULL,
	"time_spent" numeric(20, 6) DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"due_date" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity_produced" numeric(20, 6) DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intervals" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"quantity_produced" numeric(20, 6) DEFAULT 0 NOT NULL,
	"minutes" numeric(20, 6) DEFAULT 0 NOT NULL,
	"value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"key" varchar(120) NOT NULL,
	"value" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"hour_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client" varchar(256) NOT NULL,
	"contract_number" bigint,
	"reference" varchar(256) NOT NULL,
	"quantity" integer NOT NULL,
	"actual_amount" integer,
	"unit_value" numeric(20, 6) NOT NULL,
	"contract_value" numeric(20, 6) NOT NULL,
	"delivery_day" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"observation" text,
	"created_by" integer,
	"last_changed_status_by" integer,
	"last_changed_status_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"supplies_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"leftovers_value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"machinery_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"labor_cost" numeric(20, 6) DEFAULT 0 NOT NULL,
	"cost_work_third_party" numeric(20, 6) DEFAULT 0 NOT NULL,
	"estimated_total_time" integer DEFAULT 0 NOT NULL,
	"total_labor_time" numeric(20, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_type" varchar(60) DEFAULT 'Cédula de Ciudadanía' NOT NULL,
	"identification_number" varchar(20) NOT NULL,
	"first_name" varchar(120) NOT NULL,
	"last_name" varchar(120) NOT NULL,
	"birthdate" date,
	"gender" varchar(1) NOT NULL,
	"role" varchar(20) NOT NULL,
	"hour_value" numeric(20, 6) DEFAULT 0 NOT NULL,
	"email" varchar(150),
	"phone" varchar(10),
	"mobile" varchar(10),
	"address" varchar(140),
	"username" varchar(30) NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_users" ADD CONSTRAINT "activity_users_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_users" ADD CONSTRAINT "activity_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_activity_user_id_activity_users_id_fk" FOREIGN KEY ("activity_user_id") REFERENCES "public"."activity_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_last_changed_status_by_users_id_fk" FOREIGN KEY ("last_changed_status_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_order_type_idx" ON "activities" USING btree ("production_order_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_users_activity_user_unique" ON "activity_users" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_users_user_idx" ON "activity_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intervals_one_open_per_user" ON "intervals" USING btree ("user_id") WHERE "intervals"."end_time" IS NULL;--> statement-breakpoint
CREATE INDEX "intervals_user_start_idx" ON "intervals" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "intervals_activity_user_idx" ON "intervals" USING btree ("activity_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_list_key_unique" ON "items" USING btree ("list_id","key");--> statement-breakpoint
CREATE INDEX "items_list_value_idx" ON "items" USING btree ("list_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_name_unique" ON "lists" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_name_unique" ON "machines" USING btree ("name");--> statement-breakpoint
CREATE INDEX "production_orders_created_at_idx" ON "production_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "production_orders_status_idx" ON "production_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_identification_number_unique" ON "users" USING btree ("identification_number");--> statement-breakpoint
CREATE INDEX "users_role_enabled_idx" ON "users" USING btree ("role","enabled");