import { sql } from 'drizzle-orm';
import { customType, numeric } from 'drizzle-orm/pg-core';

/** Money and quantities: numeric(20,6) read as JS numbers (DESIGN §4: at most 6 decimals). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 6, mode: 'number' });

/**
 * timestamptz read as ISO 8601 with offset (`2026-11-22T00:41:26.786Z`, DESIGN §4) rather than
 * PostgreSQL's text form (`2026-11-22 00:41:26.786+00`), whichever driver (pg or PGlite) reads it.
 */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});
export const ts = (name: string) => isoTimestamp(name);

export const timestamps = {
  created_at: ts('created_at')
    .notNull()
    .default(sql`now()`),
  updated_at: ts('updated_at')
    .notNull()
    .default(sql`now()`),
};
