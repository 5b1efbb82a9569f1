import fc from 'fast-check';
import qs from 'qs';
import { todayIn } from '../src/lib/dates';
import { encode, hostileNumbers, hostileStrings, hostileValues, rawQueryTails, type Json } from './fuzz-inputs';

/**
 * The fuzz's bodies and query strings, drawn from the schemas of the published description: mostly
 * plausible values (or a valid record with a field or two changed), now and then hostile ones.
 */
export interface FuzzContext {
  /** Ids of existing rows by the name of the field that carries them. */
  knownIds: (name: string) => number[];
  /** A valid record of each wrapped body, by its key. */
  baselines: Map<string, fc.Arbitrary<Record<string, unknown>>>;
}

export function schemaArbitraries({ knownIds, baselines }: FuzzContext) {
  const ISO_DAY = (date: Date) => date.toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${todayIn('America/Bogota')}T00:00:00Z`) + 86_400_000);
  const plausibleDates = fc.oneof(
    fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map(ISO_DAY),
    // Due dates may not be earlier than today.
    fc.date({ min: tomorrow, max: new Date('2100-12-31'), noInvalidDate: true }).map(ISO_DAY),
  );

  function plausibleString(schema: Json): fc.Arbitrary<string> {
    if (schema.format === 'date') return plausibleDates;
    if (schema.format === 'email') return fc.emailAddress();
    const maxLength = Math.min(schema.maxLength ?? 40, 60);
    const minLength = Math.min(schema.minLength ?? 0, maxLength);
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= maxLength);
      } catch {
        // A pattern fast-check cannot generate from (lookaheads): plain text instead.
      }
    }
    return fc.string({ minLength, maxLength, unit: 'grapheme' });
  }

  function plausibleNumber(schema: Json, integer: boolean): fc.Arbitrary<number> {
    // OpenAPI 3.0 writes an exclusive bound as `minimum` with `exclusiveMinimum: true`.
    const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
    const max = (schema.maximum ?? 1_000_000) - (schema.exclusiveMaximum === true ? 1 : 0);
    const low = Math.max(min, -1_000_000);
    const typical = integer
      ? fc.integer({ min: low, max: Math.min(max, low + 1000) })
      : fc.double({ min: low, max: Math.min(max, low + 100_000), noNaN: true, noDefaultInfinity: true });
    // The edges of the column, which totals add up past.
    const edges = fc.constantFrom(min, max, 2_147_483_647, 99_999_999_999_999.98, 9e13, 1e9);
    return fc.oneof({ weight: 4, arbitrary: typical }, { weight: 1, arbitrary: edges });
  }

  /** A value the schema would probably accept, or the id of an existing row. */
  function plausible(schema: Json, name: string): fc.Arbitrary<unknown> {
    if (schema.nullable)
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: plausible({ ...schema, nullable: false }, name) },
      );
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => plausible(option, name)));
    if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => plausible({ ...schema, type }, name)));
    const known = knownIds(name);
    switch (schema.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'string':
        return plausibleString(schema);
      case 'integer':
      case 'number':
        return known.length > 0
          ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: plausibleNumber(schema, true) })
          : plausibleNumber(schema, schema.type === 'integer');
      case 'array':
        return known.length > 0
          ? fc.uniqueArray(fc.constantFrom(...known), { maxLength: 2 })
          : fc.array(plausible(schema.items ?? {}, name), { maxLength: 3 });
      case 'object':
        return record(schema);
      default:
        return fc.oneof(fc.jsonValue({ maxDepth: 2 }), plausibleNumber({}, false));
    }
  }

  /** The JSON types a schema accepts (through unions too). */
  const typesOf = (schema: Json): string[] => [
    ...[schema.type ?? []].flat(),
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((option) => typesOf(option)),
  ];

  /** A value of one field: mostly plausible, now and then hostile for its type, or of any kind. */
  function fieldValue(schema: Json, name: string): fc.Arbitrary<unknown> {
    const types = typesOf(schema);
    const numeric = types.includes('number') || types.includes('integer');
    const typed = numeric ? hostileNumbers : types.includes('string') ? hostileStrings : undefined;
    return fc.oneof(
      { weight: 5, arbitrary: plausible(schema, name) },
      ...(typed ? [{ weight: 2, arbitrary: typed as fc.Arbitrary<unknown> }] : []),
      { weight: 1, arbitrary: hostileValues },
    );
  }

  /**
   * An object of the schema's fields, plus now and then a stray key (a NUL in its name, say). With a
   * valid `baseline`, mostly that record with one or two fields changed; otherwise every field drawn.
   */
  function record(schema: Json, baseline?: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const model = Object.fromEntries(names.map((name) => [name, fieldValue(properties[name]!, name)]));
    const drawn = fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    const stray = fc.dictionary(fc.constantFrom('extra', 'role', 'id', 'clave\u0000', '\ud800', 'constructor'), hostileValues, {
      maxKeys: 2,
    });
    const withStray = (fields: fc.Arbitrary<Record<string, unknown>>) =>
      fc.tuple(fields, fc.option(stray, { freq: 4 })).map(([values, extra]) => ({ ...(extra ?? {}), ...values }));
    if (!baseline || names.length === 0) return withStray(drawn);
    const mutated = fc
      .tuple(baseline, fc.subarray(names, { maxLength: 2 }), fc.record(model))
      .map(([valid, changed, values]) => ({ ...valid, ...Object.fromEntries(changed.map((name) => [name, values[name]])) }));
    return withStray(fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: drawn }));
  }

  /** A body wrapped in its resource key (`{ "user": {...} }`): one property, itself an object. */
  function wrapperOf(schema: Json): { key: string; inner: Json } | undefined {
    const entries = Object.entries(schema.properties ?? {});
    const [key, inner] = entries[0] ?? [];
    return entries.length === 1 && key && inner?.type === 'object' ? { key, inner } : undefined;
  }

  /** A whole body: the wrapped record most of the time, otherwise a broken wrapper or no object at all. */
  function bodyOf(schema: Json): fc.Arbitrary<unknown> {
    const parts = wrapperOf(schema);
    const fields = record(parts?.inner ?? schema, parts ? baselines.get(parts.key) : undefined);
    const key = parts?.key ?? Object.keys(schema.properties ?? {})[0] ?? 'data';
    const wrapped = parts ? fields.map((values) => ({ [key]: values })) : fields;
    const broken = fc.oneof(
      hostileValues.map((value) => ({ [key]: value })),
      hostileValues,
      fields.map((values) => ({ [key]: [values] })),
      fields.map((values) => ({ [key]: { [key]: values } })),
    );
    return fc.oneof({ weight: 8, arbitrary: wrapped }, { weight: 1, arbitrary: broken });
  }

  function queryValue(schema: Json, name: string): fc.Arbitrary<unknown> {
    const plain = plausible(schema, name).map((value) => (value === null || value === undefined ? '' : String(value)));
    return fc.oneof(
      { weight: 6, arbitrary: plain },
      { weight: 1, arbitrary: hostileStrings },
      { weight: 1, arbitrary: hostileNumbers.map(String) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(['a', 'b'], { a: 'b' }, ['\u0000'], { '\u0000': '1' }) },
    );
  }

  /** A query string of the schema's parameters, now and then with a raw hostile tail. */
  function queryOf(schema: Json, baseline?: Record<string, string>): fc.Arbitrary<string> {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const model = Object.fromEntries(names.map((name) => [name, queryValue(properties[name]!, name)]));
    const drawn = fc.record(model, { requiredKeys: [] });
    const values = baseline
      ? fc.oneof(
          {
            weight: 2,
            arbitrary: fc
              .tuple(fc.subarray(names, { maxLength: 2 }), fc.record(model))
              .map(([changed, changes]) => ({ ...baseline, ...Object.fromEntries(changed.map((name) => [name, changes[name]])) })),
          },
          { weight: 1, arbitrary: drawn },
        )
      : drawn;
    return fc
      .tuple(values, fc.option(rawQueryTails, { freq: 4 }))
      .map(([query, tail]) => [qs.stringify(query, { encoder: encode }), tail].filter(Boolean).join('&'));
  }

  return { bodyOf, queryOf };
}
