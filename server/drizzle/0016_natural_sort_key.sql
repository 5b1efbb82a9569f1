-- Natural order of names (issue 22 item 13): "máquina 2" before "máquina 10". Every run of digits is
-- left-padded with zeros to 20 characters, so comparing the keys byte by byte (COLLATE "C", as
-- PGlite, which has no ICU, sorts) compares numbers by value. Written once here; the domain's
-- `naturalSortKey` is the same key in TypeScript.
CREATE FUNCTION natural_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(
    string_agg(
      CASE WHEN piece[1] ~ '^[0-9]' THEN repeat('0', greatest(0, 20 - length(piece[1]))) || piece[1] ELSE piece[1] END,
      '' ORDER BY position
    ),
    ''
  )
  FROM regexp_matches(value, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS match(piece, position)
$$;
