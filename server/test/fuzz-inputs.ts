import fc from 'fast-check';

/**
 * The inputs the API fuzz (fuzz.test.ts) draws from that depend on no route: hostile strings,
 * numbers and values, broken query strings and path segments, and how they travel (UTF-8, form or
 * JSON). The plausible values come from the published description, in the test.
 */

/** What zod, Fastify or Node would say in English; none of it may reach a person. */
export const ENGLISH =
  /Invalid input|expected|Required|must be|Unexpected token|Body cannot be empty|is not a valid|too (big|small)|Bad Request|Internal Server Error|Not Found|Unsupported Media Type|Payload Too Large|Client Error|Unexpected|Unauthorized|Forbidden|String must|Number must/i;

export type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: the bound in `minimum`/`maximum` is exclusive. */
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

const nested = (depth: number, wrap: (inner: unknown) => unknown) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

export const hostileStrings = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud800y', '\udc00\ud800', '\u0000\ud800', '%00', '\\u0000', ' ', ''),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000`),
  fc.string({ maxLength: 20 }).map((text) => `\ud83d${text}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('a'.repeat(5_000), 'ñ'.repeat(20_000), '😀'.repeat(3_000)),
);

export const hostileNumbers = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 63,
  -(2 ** 63),
  2 ** 53 + 2,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  -1e20,
  1e20,
  1e14,
  99_999_999_999_999.98,
  -0,
  5e-324,
  1e-7,
  0.1234567891,
  Number.MAX_SAFE_INTEGER,
);

export const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e308', '12', ' 1 ', '0x10', '-0', '9007199254740993'),
  fc.constantFrom<unknown>([], {}, [[]], { a: 1 }, [1, 2], true, false, null, 0, -1),
  fc.constantFrom(
    // Deep enough to matter to a recursive parser; shallow enough for fast-check to print it.
    nested(800, (inner) => [inner]),
    nested(800, (inner) => ({ a: inner })),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * U+FFFD is what a text column would silently store for a lone surrogate: the fuzz never sends it,
 * so any answer holding one shows a value mangled on the way in.
 */
export const withoutReplacementCharacter = (text: string) => text.replace(/\ufffd/g, '');
/** Form and query values travel as UTF-8, which cannot carry a lone surrogate at all. */
export const asUtf8 = (text: string) => withoutReplacementCharacter(text).replace(/[\ud800-\udfff]/gu, '?');

export function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [map(key), mapStrings(item, map)]));
  }
  return value;
}

/** URL-encodes as UTF-8. */
export const encode = (value: unknown) =>
  Array.from(Buffer.from(asUtf8(String(value)), 'utf8'))
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

export const rawQueryTails = fc.constantFrom(
  '%00',
  '%E0%A4%A',
  '%',
  '%%',
  '&&&',
  '=x',
  'a[',
  '[]=1',
  'search[__proto__][x]=1',
  'a[b][c][d][e][f][g][h]=1',
  `x=${'a'.repeat(10_000)}`,
  '%ED%A0%80',
);

export const hostileSegments = fc.constantFrom(
  '%00',
  'a%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%',
  '0',
  '-1',
  '1.5',
  '1e308',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'abc',
  '%20',
  'a'.repeat(200),
  '%C3%B1',
);
