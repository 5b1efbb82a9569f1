ALTER TABLE "intervals" ADD COLUMN "hour_value" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "intervals" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_end_after_start" CHECK ("intervals"."end_time" IS NULL OR "intervals"."end_time" > "intervals"."start_time");--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_amounts_not_negative" CHECK ("intervals"."quantity_produced" >= 0 AND "intervals"."minutes" >= 0 AND "intervals"."value" >= 0);