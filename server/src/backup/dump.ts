import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { APP_VERSION } from '@tintero/domain';
import type { Database, Executor } from '../db/client';
import { rowsOf } from '../db/client';
import { quoted, sequenceNames, tablesInLoadOrder, type TableShape } from './catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, backupWriter, type SequenceState, type SignedLine } from './format';
import { contentDigest, signatureLine, type BackupKey } from './signature';

/** Rows fetched per round trip: small enough that a table of millions never sits in memory. */
const FETCH_SIZE = 2_000;

/**
 * Text forms that do not depend on the session: dates as ISO, instants in UTC, floats exact. The
 * restore sets the same, so what one database writes the other reads back unchanged.
 */
export async function useStableTextForms(executor: Executor) {
  await executor.execute(sql`SET LOCAL datestyle TO 'ISO, YMD'`);
  await executor.execute(sql`SET LOCAL timezone TO 'UTC'`);
  await executor.execute(sql`SET LOCAL intervalstyle TO 'postgres'`);
  await executor.execute(sql`SET LOCAL extra_float_digits TO 3`);
}

/**
 * A table's rows in slices, each slice as its lines of the file: the database writes each row as a
 * JSON array of its values' text (array_to_json), so a million rows are neither parsed nor
 * serialised here.
 */
async function* tableSlices(executor: Executor, table: TableShape): AsyncGenerator<{ text: string; rows: number }> {
  const values = table.columns.map((column) => `${quoted(column)}::text`).join(', ');
  const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quoted).join(', ')}` : '';
  // A cursor reads the table in slices inside the one snapshot of the backup's transaction.
  await executor.execute(
    sql.raw(
      `DECLARE tintero_backup NO SCROLL CURSOR FOR SELECT array_to_json(ARRAY[${values}]::text[])::text AS r ` +
        `FROM public.${quoted(table.name)}${order}`,
    ),
  );
  for (;;) {
    const rows = await rowsOf<{ r: string }>(executor, sql.raw(`FETCH FORWARD ${FETCH_SIZE} FROM tintero_backup`));
    if (rows.length > 0) yield { text: `${rows.map((row) => row.r).join('\n')}\n`, rows: rows.length };
    if (rows.length < FETCH_SIZE) break;
  }
  await executor.execute(sql.raw('CLOSE tintero_backup'));
}

async function sequenceStates(executor: Executor): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of await sequenceNames(executor)) {
    const [row] = await rowsOf<{ last_value: string; is_called: boolean }>(
      executor,
      sql.raw(`SELECT last_value::text AS last_value, is_called FROM public.${quoted(name)}`),
    );
    states.push({ name, last_value: row!.last_value, is_called: row!.is_called });
  }
  return states;
}

/**
 * Writes a whole backup of the database into `destination` (format.ts) while the server keeps
 * running: one read-only REPEATABLE READ transaction, so every table is read at the same instant
 * (what pg_dump does) whatever is written meanwhile. On PostgreSQL writers are not held up; on
 * PGlite, which has one connection, requests wait for the backup to end (docs/decisions/018).
 * Signed with `key` (signature.ts). Returns the rows written per table.
 */
export async function writeBackup(
  db: Database,
  kind: 'postgres' | 'pglite',
  destination: Writable,
  key: BackupKey,
): Promise<Record<string, number>> {
  const digest = contentDigest(key);
  const writer = backupWriter(destination, digest);
  try {
    const counts = await db.transaction(
      async (tx) => {
        await useStableTextForms(tx);
        const migrations = await rowsOf<{ hash: string; created_at: string }>(
          tx,
          sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
        );
        const write = (line: SignedLine) => writer.write(line);
        await write({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          tintero: APP_VERSION,
          database: kind,
          created_at: new Date().toISOString(),
          migrations: migrations.map((row) => ({ hash: row.hash, created_at: Number(row.created_at) })),
        });
        const rows: Record<string, number> = {};
        for (const table of await tablesInLoadOrder(tx)) {
          await write({ table: table.name, columns: table.columns });
          let written = 0;
          for await (const slice of tableSlices(tx, table)) {
            await writer.writeText(slice.text);
            written += slice.rows;
          }
          rows[table.name] = written;
        }
        // Read after the rows: a sequence is never behind an id the snapshot holds (nextval is not
        // rolled back and runs before the insert that used it commits).
        await write({ end: { rows, sequences: await sequenceStates(tx) } });
        return rows;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writer.finish(signatureLine(key, digest));
    return counts;
  } catch (error) {
    writer.fail(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
