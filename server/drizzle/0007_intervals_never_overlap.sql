-- Intervals of one user never overlap in time (DESIGN §7.3), whoever writes them: the timer, the
-- interval editor or two processes at once. A running interval (no end) reaches to infinity, so
-- nothing may start after it until it is closed. Half-open ranges: one interval may end at the
-- instant the next begins. The user's id goes in as a one-point range so that plain GiST does the
-- equality without the btree_gist extension (which would need creating on every server and
-- loading into PGlite).
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_never_overlap" EXCLUDE USING gist (
  (int4range("user_id", "user_id", '[]')) WITH &&,
  (tstzrange("start_time", "end_time", '[)')) WITH &&
);
