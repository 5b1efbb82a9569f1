CREATE TABLE "workshop_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"description" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "plan_position" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "working_week" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_days_off_day_unique" ON "workshop_days_off" USING btree ("day");