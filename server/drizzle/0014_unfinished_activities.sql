-- The live board (GET /v1/shop_floor, polled by every open board on every work event) read its
-- paused and due activities with a sequential scan of every activity in history (586 ms at one
-- year on PostgreSQL, issue 14). They are unfinished ones: a few thousand, whatever the history.
CREATE INDEX "activities_unfinished_order_idx" ON "activities" USING btree ("production_order_id") WHERE "activities"."status" <> 'finished';
