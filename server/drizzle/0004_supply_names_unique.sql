-- Supply names become unique whatever the case. Supplies created before share a name only by
-- mistake: every one but the oldest of each name gets its id appended ("Tinta negra (12)"), so the
-- autocomplete tells them apart and an administrator can merge or rename them.
UPDATE "supplies" AS s
SET "name" = left(s."name", 120 - length(' (' || s."id" || ')')) || ' (' || s."id" || ')'
WHERE EXISTS (SELECT 1 FROM "supplies" AS older WHERE lower(older."name") = lower(s."name") AND older."id" < s."id");--> statement-breakpoint
DROP INDEX "supplies_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "supplies_name_unique" ON "supplies" USING btree (lower("name"));
