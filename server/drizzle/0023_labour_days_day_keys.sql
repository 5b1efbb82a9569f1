DROP INDEX "labour_days_day_idx";--> statement-breakpoint
CREATE INDEX "labour_days_day_idx" ON "labour_days" USING btree ("day","production_order_id","user_id","activity_id");