-- The consolidated labour report reads every user's intervals starting in a range of days.
CREATE INDEX "intervals_start_idx" ON "intervals" USING btree ("start_time");