import { Column, is, SQL } from 'drizzle-orm';

/** What node-postgres' prepared query of drizzle keeps of a select (private fields, read here only). */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decoder = (value: unknown) => unknown;
/** An SQL expression's `mapWith` (drizzle keeps it internal). */
type WithDecoder = { decoder: { mapFromDriverValue: Decoder } };

/** The decoder drizzle would use for a selected field: a column's, or an SQL expression's `mapWith`. */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  if (is(field, SQL)) return (value) => (field as unknown as WithDecoder).decoder.mapFromDriverValue(value);
  if (is(field, SQL.Aliased)) return (value) => (field.sql as unknown as WithDecoder).decoder.mapFromDriverValue(value);
  return undefined;
}

/**
 * Makes a prepared select map its rows quickly. Drizzle's `mapResultRow` resolves every cell's
 * decoder again (prototype-chain checks per field per row): on the big answers, a quarter's
 * consolidated report of 30 000 rows, that cost about as much as the query (issue 14). With flat
 * fields (`{ a: table.a, b: sql... }`, no nested objects), the decoders are resolved once here and
 * each row is one loop over the cells; the rows are the same objects drizzle would build. A select
 * with nested fields is left as it is.
 */
export function withFastRows<Prepared extends object>(prepared: Prepared): Prepared {
  const internals = prepared as PreparedInternals;
  const fields = internals.fields;
  if (!fields || internals.customResultMapper) return prepared;
  if (fields.some(({ path }) => path.length !== 1)) return prepared;
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.some((decoder) => decoder === undefined)) return prepared;
  const keys = fields.map(({ path }) => path[0]!);
  const decode = decoders as Decoder[];
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) {
        const value = row[index];
        mapped[keys[index]!] = value === null ? null : decode[index]!(value);
      }
      return mapped;
    });
  return prepared;
}
