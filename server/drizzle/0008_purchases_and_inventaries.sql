CREATE TABLE "inventaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" varchar(20) DEFAULT 'in_creation' NOT NULL,
	"deadline" date NOT NULL,
	"observation" varchar(1024),
	"created_by" integer,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventaries_month_valid" CHECK ("inventaries"."month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "inventary_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventary_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"supply_quantity" numeric(20, 6) NOT NULL,
	"quantity" numeric(20, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventary_details_quantity_not_negative" CHECK ("inventary_details"."quantity" IS NULL OR "inventary_details"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"total" numeric(20, 6) NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_details_quantity_positive" CHECK ("purchase_details"."quantity" > 0),
	CONSTRAINT "purchase_details_total_not_negative" CHECK ("purchase_details"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" varchar(120),
	"invoice_number" varchar(60),
	"purchased_at" date NOT NULL,
	"status" varchar(20) DEFAULT 'approved' NOT NULL,
	"observation" varchar(1048),
	"total" numeric(20, 6) DEFAULT 0 NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventaries" ADD CONSTRAINT "inventaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventaries" ADD CONSTRAINT "inventaries_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventary_details" ADD CONSTRAINT "inventary_details_inventary_id_inventaries_id_fk" FOREIGN KEY ("inventary_id") REFERENCES "public"."inventaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventary_details" ADD CONSTRAINT "inventary_details_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventaries_one_in_creation" ON "inventaries" USING btree ("status") WHERE "inventaries"."status" = 'in_creation';--> statement-breakpoint
CREATE INDEX "inventaries_period_idx" ON "inventaries" USING btree ("year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "inventary_details_supply_unique" ON "inventary_details" USING btree ("inventary_id","supply_id");--> statement-breakpoint
CREATE INDEX "purchase_details_purchase_idx" ON "purchase_details" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");