import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client';

/**
 * What a backup reads of the database's own catalogue: Tintero's tables live in the schema
 * `public` (the migrations' bookkeeping in `drizzle`), and every one of them is backed up, so a
 * table a later migration adds is carried without touching this code (docs/decisions/018).
 */

/** `"name"` with its quotes doubled: catalogue names go into SQL text, never user input. */
export const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export interface TableShape {
  name: string;
  /** The columns a backup carries: stored ones (a generated column is computed again on restore). */
  columns: string[];
  /** The primary key's columns: rows are written in that order, so a file is the same for the same data. */
  primaryKey: string[];
}

/**
 * Every table of `public` with its columns, parents before children (foreign keys), so a restore
 * inserts them in this order with every constraint checked as it goes.
 */
export async function tablesInLoadOrder(executor: Executor): Promise<TableShape[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string; in_primary_key: boolean }>(
    executor,
    sql`
      SELECT c.relname AS table_name, a.attname AS column_name,
             COALESCE(a.attnum = ANY(pk.conkey), false) AS in_primary_key
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      LEFT JOIN pg_constraint pk ON pk.conrelid = c.oid AND pk.contype = 'p'
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname, a.attnum`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    executor,
    sql`
      SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint fk
      JOIN pg_class child ON child.oid = fk.conrelid
      JOIN pg_class parent ON parent.oid = fk.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE fk.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const tables = new Map<string, TableShape>();
  for (const row of columns) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], primaryKey: [] };
    table.columns.push(row.column_name);
    if (row.in_primary_key) table.primaryKey.push(row.column_name);
    tables.set(row.table_name, table);
  }
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references) parents.set(child, [...(parents.get(child) ?? []), parent]);
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    // A cycle of foreign keys between tables has no valid order; Tintero has none (a table that
    // points to itself is left out above), and the restore's constraint checks would say so.
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) place(parent, path);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

/** The sequences of `public` (serial and identity columns'), by name. */
export async function sequenceNames(executor: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Each column's type as the target database declares it: the restore casts the saved text to it. */
export async function columnTypes(executor: Executor, table: string): Promise<Map<string, string>> {
  const rows = await rowsOf<{ column_name: string; type: string }>(
    executor,
    sql`
      SELECT a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
      FROM pg_attribute a
      WHERE a.attrelid = to_regclass(${quoted('public') + '.' + quoted(table)}) AND a.attnum > 0
        AND NOT a.attisdropped AND a.attgenerated = ''`,
  );
  return new Map(rows.map((row) => [row.column_name, row.type]));
}

/**
 * What the target database already holds: a restore goes only into an empty one (no relation in
 * `public`, no migrations applied) unless told to replace it.
 */
export async function contentsOf(executor: Executor): Promise<{ relations: number; migrated: boolean; users: number | null }> {
  const [row] = await rowsOf<{ relations: number; migrated: boolean; has_users: boolean }>(
    executor,
    sql`
      SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')) AS relations,
             to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated,
             to_regclass('public.users') IS NOT NULL AS has_users`,
  );
  const users = row?.has_users
    ? ((await rowsOf<{ total: number }>(executor, sql`SELECT count(*)::int AS total FROM public.users`))[0]?.total ?? 0)
    : null;
  return { relations: row?.relations ?? 0, migrated: row?.migrated ?? false, users };
}
