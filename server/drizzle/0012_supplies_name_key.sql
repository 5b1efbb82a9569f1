-- The supplies list sorts and searches by the name lowercased and without accents (lib/search.ts
-- plainKey). Computed on every row, no index served it: 318 ms a page at 50 000 supplies (issue 14).
-- Stored once per row, and indexed in byte order (PGlite's order, the same on every collation):
-- a page sorted by name reads 10 index entries, a prefix LIKE uses the index too.
ALTER TABLE "supplies" ADD COLUMN "name_key" text GENERATED ALWAYS AS (translate(lower("name"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "supplies_name_key_idx" ON "supplies" USING btree ("name_key" COLLATE "C","id");