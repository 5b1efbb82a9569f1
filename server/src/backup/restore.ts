import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database, type Executor } from '../db/client';
import { rebuildRollUps } from '../roll-ups/rebuild';
import { columnTypes, contentsOf, quoted, tablesInLoadOrder } from './catalog';
import { useStableTextForms } from './dump';
import { pgCode } from '../lib/pg-errors';
import {
  BACKUP_VERSION,
  BackupFileError,
  isEnd,
  isHeader,
  isRow,
  isSignature,
  isTableStart,
  readBackupLines,
  type BackupHeader,
  type ReadLine,
  type SignatureLine,
} from './format';
import { checkSignature, readerDigest, type KeyCheck } from './signature';

/** Rows sent per INSERT, as one JSON parameter. */
const BATCH_ROWS = 2_000;

/**
 * The database refused what the restore sent. Its message names the table and the SQL state only:
 * the failed statement carries the rows of its batch (password hashes, wages), which never reach a
 * terminal or a log.
 */
export class RestoreFailedError extends Error {
  override name = 'RestoreFailedError';
}

/** The target already holds data (or tables) and the restore was not told to replace it. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreSummary {
  rows: Record<string, number>;
  /** Migrations newer than the backup, applied after its data (the schema is then at the latest version). */
  migrationsAfter: number;
  replaced: boolean;
}

function refusal(contents: Awaited<ReturnType<typeof contentsOf>>) {
  const what =
    contents.users === null
      ? `tiene ${contents.relations} tablas u otros objetos`
      : `ya tiene datos de Tintero (${contents.users} usuarios)`;
  return new RestoreRefusedError(
    `La base de datos de destino no está vacía: ${what}. Restaure en una base de datos nueva (createdb) o en una ` +
      'carpeta de datos vacía, o repita con --force para BORRAR todo su contenido y reemplazarlo por la copia.',
  );
}

/**
 * Throws RestoreRefusedError when the target holds anything (tables, migrations) and `force` was not
 * given; returns whether it holds anything.
 */
export async function checkTarget(executor: Executor, force: boolean): Promise<boolean> {
  const contents = await contentsOf(executor);
  const occupied = contents.relations > 0 || contents.migrated;
  if (occupied && !force) throw refusal(contents);
  return occupied;
}

/** Empties the target: both schemas Tintero uses, dropped whole and `public` made again as PostgreSQL makes it. */
async function wipe(tx: Executor) {
  await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await tx.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await tx.execute(sql`CREATE SCHEMA public`);
  await tx.execute(sql`GRANT USAGE ON SCHEMA public TO PUBLIC`);
}

/**
 * Applies migrations inside the restore's transaction, with the bookkeeping drizzle's migrator
 * keeps (drizzle-orm/pg-core/dialect.js), so the server's own migrator at start finds them applied.
 * Drizzle's would open a transaction of its own and commit the restore's halfway.
 */
export async function applyMigrations(tx: Executor, migrations: MigrationMeta[]) {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim() !== '') await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** The migrations this Tintero knows, split at the backup's: its schema first, the newer ones after its data. */
function migrationsAround(header: BackupHeader) {
  const known = readMigrationFiles({ migrationsFolder });
  const unknown = header.migrations.filter((applied) => !known.some((migration) => migration.folderMillis === applied.created_at));
  if (unknown.length > 0) {
    throw new BackupFileError(
      `La copia es de una versión de Tintero más nueva (${header.tintero}) que esta: tiene ${unknown.length} ` +
        'migraciones que esta versión no conoce. Actualice Tintero y restaure con la versión nueva.',
    );
  }
  const level = Math.max(0, ...header.migrations.map((applied) => applied.created_at));
  return {
    before: known.filter((migration) => migration.folderMillis <= level),
    after: known.filter((migration) => migration.folderMillis > level),
  };
}

/**
 * One INSERT of many rows: their lines joined into one JSON parameter, each value cast from its text
 * to the column's type by the database. A row with another number of values is not inserted, and
 * the count of rows inserted then says the file is damaged.
 */
async function insertBatch(tx: Executor, table: string, columns: string[], types: string[], rows: string[]) {
  const names = columns.map(quoted).join(', ');
  const casts = types.map((type, index) => `(r->>${index})::${type}`).join(', ');
  let result;
  try {
    result = await tx.execute(
      sql`${sql.raw(`INSERT INTO public.${quoted(table)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${casts} FROM json_array_elements(`)}${`[${rows.join(',')}]`}${sql.raw(`::json) AS e(r) WHERE json_array_length(r) = ${columns.length}`)}`,
    );
  } catch (error) {
    const state = pgCode(error);
    if (!state) throw error;
    throw new RestoreFailedError(
      `La base de datos rechazó filas de la tabla ${table} (SQLSTATE ${state}). No se restauró nada: la copia está dañada o ` +
        'se modificó, o el destino no es una base de datos de Tintero.',
    );
  }
  if ((result as unknown as { rowCount: number }).rowCount !== rows.length) {
    throw new BackupFileError(`La copia está dañada: hay filas de la tabla ${table} con otro número de valores.`);
  }
}

/** Inserts the rows of the backup, table after table, and returns its last line with the rows inserted. */
async function loadRows(tx: Executor, lines: AsyncIterator<ReadLine>) {
  const inserted: Record<string, number> = {};
  let current: { table: string; columns: string[]; types: string[]; batch: string[] } | undefined;
  const flush = async () => {
    if (!current || current.batch.length === 0) return;
    await insertBatch(tx, current.table, current.columns, current.types, current.batch);
    inserted[current.table] = (inserted[current.table] ?? 0) + current.batch.length;
    current.batch = [];
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = next.value;
    if (isRow(line)) {
      if (!current) throw new BackupFileError('La copia está dañada: hay filas antes de la primera tabla.');
      current.batch.push(line.json);
      if (current.batch.length >= BATCH_ROWS) await flush();
    } else if (isTableStart(line)) {
      await flush();
      const declared = await columnTypes(tx, line.table);
      const missing = line.columns.filter((column) => !declared.has(column));
      if (declared.size === 0 || missing.length > 0) {
        throw new BackupFileError(`La copia no coincide con el esquema de su versión: la tabla ${line.table} (${missing.join(', ')}).`);
      }
      current = { table: line.table, columns: line.columns, types: line.columns.map((column) => declared.get(column)!), batch: [] };
      inserted[line.table] = 0;
    } else if (isEnd(line)) {
      await flush();
      return { end: line.end, inserted };
    }
  }
  throw new BackupFileError('La copia está incompleta (le falta el final: se cortó al escribirla o al copiarla). No se restauró nada.');
}

/**
 * The signature line after the end line, if any, and nothing after it: reads the file to its end, so
 * gzip's own check of the whole file (made at its end) has been passed too.
 */
async function signatureAfterEnd(lines: AsyncIterator<ReadLine>): Promise<SignatureLine | undefined> {
  const next = await lines.next();
  if (next.done) return undefined;
  if (!isSignature(next.value)) throw new BackupFileError('La copia está dañada: tiene líneas después de su final.');
  if (!(await lines.next()).done) throw new BackupFileError('La copia está dañada: tiene líneas después de su firma.');
  return next.value;
}

/**
 * Reads a whole backup and checks its signature with `check` (signature.ts) without touching any
 * database: `npm run restore` refuses a changed file before it opens the target. Throws
 * BackupSignatureError, or BackupFileError for a damaged file.
 */
export async function verifyBackup(source: Readable, check: KeyCheck) {
  const digest = readerDigest(check);
  const lines = readBackupLines(source, digest);
  try {
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (isEnd(next.value)) return checkSignature(await signatureAfterEnd(lines), digest, check);
    }
    throw new BackupFileError('La copia está incompleta (le falta el final: se cortó al escribirla o al copiarla). No se restauró nada.');
  } finally {
    await lines.return(undefined);
    source.destroy();
  }
}

export interface RestoreOptions {
  /** Replace what the target holds. */
  force?: boolean;
  /** The key the backup's signature must match, or 'unchecked' (`--unsigned`: an old backup, or one the user vouches for). */
  signature: KeyCheck | 'unchecked';
  /** APP_TIME_ZONE, whose days the roll-ups are rebuilt in; else the zone the backup's were in. */
  timeZone?: string | undefined;
}

/**
 * Restores a backup (format.ts) into `db`, which must be empty unless `force` (then everything in
 * it is dropped first). One transaction: the schema of the backup's migrations, its rows (user
 * triggers off, so nothing they would add is added twice; every constraint checked), its sequences
 * as they were, then the migrations newer than the backup, and last the signature checked against
 * the content read. Anything wrong (a cut or changed file, a row that breaks a constraint) rolls it
 * all back and leaves the target as it was.
 */
export async function restoreBackup(db: Database, source: Readable, options: RestoreOptions): Promise<RestoreSummary> {
  const digest = readerDigest(options.signature);
  const lines = readBackupLines(source, digest);
  try {
    const check = options.signature === 'unchecked' ? undefined : options.signature;
    const verify = (signature: SignatureLine | undefined) => check && checkSignature(signature, digest, check);
    return await restoreLines(db, lines, { force: options.force ?? false, timeZone: options.timeZone }, verify);
  } finally {
    // Closes the file when the restore stops before its end (refused, a bad row).
    await lines.return(undefined);
    source.destroy();
  }
}

async function restoreLines(
  db: Database,
  lines: AsyncGenerator<ReadLine>,
  { force, timeZone }: { force: boolean; timeZone: string | undefined },
  verify: (signature: SignatureLine | undefined) => void,
): Promise<RestoreSummary> {
  const first = await lines.next();
  const backup: BackupHeader | undefined = !first.done && isHeader(first.value) ? first.value : undefined;
  if (!backup) throw new BackupFileError('El archivo no es una copia de seguridad de Tintero.');
  if (backup.version > BACKUP_VERSION) {
    throw new BackupFileError(`La copia tiene el formato ${backup.version}, más nuevo que el de esta versión de Tintero: actualícela.`);
  }
  const { before, after } = migrationsAround(backup);
  return db.transaction(async (tx) => {
    const occupied = await checkTarget(tx, force);
    if (occupied) await wipe(tx);
    await useStableTextForms(tx);
    await applyMigrations(tx, before);
    const tables = await tablesInLoadOrder(tx);
    for (const table of tables) await tx.execute(sql.raw(`ALTER TABLE public.${quoted(table.name)} DISABLE TRIGGER USER`));
    const { end, inserted } = await loadRows(tx, lines);
    for (const [table, rows] of Object.entries(end.rows)) {
      if ((inserted[table] ?? 0) !== rows) {
        throw new BackupFileError(`La copia está dañada: la tabla ${table} debía tener ${rows} filas y tiene ${inserted[table] ?? 0}.`);
      }
    }
    for (const sequence of end.sequences) {
      await tx.execute(
        sql`SELECT setval(${`public.${quoted(sequence.name)}`}::regclass, ${sequence.last_value}::bigint, ${sequence.is_called})`,
      );
    }
    for (const table of tables) await tx.execute(sql.raw(`ALTER TABLE public.${quoted(table.name)} ENABLE TRIGGER USER`));
    // Before the commit: a file whose signature fails leaves nothing behind.
    verify(await signatureAfterEnd(lines));
    await applyMigrations(tx, after);
    // The roll-ups from the rows restored, whatever the backup held of them (none, before they existed).
    await rebuildRollUps(tx, timeZone);
    return { rows: end.rows, migrationsAfter: after.length, replaced: occupied };
  });
}
