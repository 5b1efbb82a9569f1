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
ALTER TABLE "items" ADD CONSTRAINT "items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "items_list_key_unique" ON "items" USING btree ("list_id","key");--> statement-breakpoint
CREATE INDEX "items_list_value_idx" ON "items" USING btree ("list_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_name_unique" ON "lists" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_identification_number_unique" ON "users" USING btree ("identification_number");--> statement-breakpoint
CREATE INDEX "users_role_enabled_idx" ON "users" USING btree ("role","enabled");