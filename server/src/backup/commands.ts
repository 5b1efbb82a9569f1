import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { vacuumTables, type UpkeepLog } from '../db/upkeep';
import { keepBackupsToOwner, repairedMessage } from '../db/file-modes';
import { backupThroughChannel } from './channel';
import { writeBackup } from './dump';
import { BACKUP_FILE_PATTERN, BackupFileError, backupFileName } from './format';
import { checkTarget, restoreBackup, verifyBackup } from './restore';
import { backupKey, keyCheckIn } from './signature';

/**
 * What `npm run backup` and `npm run restore` do (cli.ts reads the command line; README, "Copias de seguridad"; docs/decisions/018).
 *
 *   npm run backup [-- --out DIR|FILE|- ] [--keep N] [--from URL|DIR]
 *   npm run restore -- SOURCE [--into URL|DIR] [--force] [--unsigned]
 *
 * A database is a PostgreSQL URL or a PGlite data folder; by default the server's own, as its owner
 * (MIGRATION_DATABASE_URL, else DATABASE_URL; else DATA_DIR). A restore's SOURCE is a backup file,
 * `-` (standard input) or a database: then it is backed up into BACKUP_DIR first and that file
 * restored, so moving from PGlite to PostgreSQL is `npm run restore -- ./data --into postgres://…`.
 *
 * Backups are signed with the key beside the data (signature.ts; docs/decisions/024): a PGlite
 * folder's own `BACKUP_KEY`, or on PostgreSQL the one in DATA_DIR. A restore checks a file against
 * DATA_DIR's key and refuses it on a mismatch unless `--unsigned`.
 */

/** Paths are read from where npm was run (npm runs scripts from the repository's root). */
const here = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const isUrl = (value: string) => /^postgres(ql)?:\/\//.test(value);
const describe = (database: string) => (isUrl(database) ? database.replace(/\/\/[^@/]*@/, '//…@') : database);

type Database = { url: string } | { dataDir: string };
const databaseOf = (value: string): Database => (isUrl(value) ? { url: value } : { dataDir: here(value) });
/** As the tables' owner (MIGRATION_DATABASE_URL): a restore drops, creates and fills them with their triggers off. */
function serversDatabase(): Database {
  const config = loadConfig();
  const url = config.migrationDatabaseUrl ?? config.databaseUrl;
  return url ? { url } : { dataDir: config.dataDir };
}
const nameOf = (database: Database) => ('url' in database ? describe(database.url) : database.dataDir);

/** Writes a backup of `database` into `destination`: PostgreSQL directly; PGlite through its running server, else opening the folder. */
async function backUp(database: Database, destination: Writable) {
  if ('url' in database) {
    const handle = await openDatabase({ url: database.url, dataDir: null, migrate: false });
    try {
      return await writeBackup(handle.db, 'postgres', destination, backupKey(loadConfig().dataDir));
    } finally {
      await handle.close();
    }
  }
  if (!fs.existsSync(path.join(database.dataDir, 'pglite')))
    throw new BackupFileError(`No hay una base de datos PGlite en ${database.dataDir}.`);
  if (await backupThroughChannel(database.dataDir, destination)) return undefined;
  let handle;
  try {
    handle = await openDatabase({ dataDir: database.dataDir, migrate: false });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupFileError(
        `${error.message} Ese proceso no ofrece copias en caliente (${database.dataDir}/backup.sock): deténgalo y repita.`,
      );
    }
    throw error;
  }
  try {
    return await writeBackup(handle.db, 'pglite', destination, backupKey(database.dataDir));
  } finally {
    await handle.close();
  }
}

/** Into BACKUP_DIR (or --out), as `name.partial` renamed when whole: a cut backup never looks like a good one. */
async function backUpToFile(database: Database, out: string | undefined, keep: number | undefined): Promise<string> {
  const target = here(out ?? process.env.BACKUP_DIR ?? 'backups');
  const isFile = target.endsWith('.gz');
  const folder = isFile ? path.dirname(target) : target;
  const file = isFile ? target : path.join(folder, backupFileName(new Date()));
  // Backups hold every password hash and wage: BACKUP_DIR is its owner's only, as the data folder
  // (an existing one is repaired); a folder named with --out is only created so, never changed.
  if (out === undefined) {
    const repaired = keepBackupsToOwner(folder, (name) => BACKUP_FILE_PATTERN.test(name.replace(/\.partial$/, '')));
    if (repaired > 0) console.error(repairedMessage(folder, repaired));
  } else fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    await backUp(database, fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  if (keep !== undefined && !isFile) {
    const old = fs
      .readdirSync(folder)
      .filter((name) => BACKUP_FILE_PATTERN.test(name))
      .sort()
      .slice(0, -keep);
    for (const name of old) fs.rmSync(path.join(folder, name));
  }
  return file;
}

/** The restore prints its own summary: only a failed VACUUM is worth a line. */
const quietLog: UpkeepLog = {
  info: () => undefined,
  debug: () => undefined,
  warn: (_details, message) => console.error(message),
};

const openTarget = (database: Database) =>
  'url' in database
    ? openDatabase({ url: database.url, dataDir: null, migrate: false })
    : openDatabase({ dataDir: database.dataDir, migrate: false });

export async function backupCommand(args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, keep: { type: 'string' }, from: { type: 'string' } } });
  const database = values.from ? databaseOf(values.from) : serversDatabase();
  if (values.out === '-') {
    await backUp(database, process.stdout);
    return;
  }
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new BackupFileError('--keep debe ser un número entero mayor que 0.');
  const file = await backUpToFile(database, values.out, keep);
  console.error(`Copia de ${nameOf(database)} guardada en ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KB).`);
}

export async function restoreCommand(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      into: { type: 'string' },
      force: { type: 'boolean', default: false },
      unsigned: { type: 'boolean', default: false },
    },
  });
  const [source] = positionals;
  if (!source || positionals.length > 1) {
    throw new BackupFileError('Uso: npm run restore -- ARCHIVO|CARPETA_PGLITE|URL_POSTGRESQL [--into URL|CARPETA] [--force] [--unsigned]');
  }
  const target = values.into ? databaseOf(values.into) : serversDatabase();
  const fromDatabase = isUrl(source) || (source !== '-' && fs.statSync(here(source), { throwIfNoEntry: false })?.isDirectory());
  if (!fromDatabase && source !== '-' && !fs.existsSync(here(source))) throw new BackupFileError(`No existe el archivo ${here(source)}.`);
  // A file from a database is made by this command, now: nothing to check. Any other is checked
  // against DATA_DIR's key; a file first, whole, before the target is even opened.
  const signature = values.unsigned || fromDatabase ? 'unchecked' : keyCheckIn(loadConfig().dataDir);
  if (signature !== 'unchecked' && source !== '-') await verifyBackup(fs.createReadStream(here(source)), signature);
  const handle = await openTarget(target);
  let summary;
  try {
    let file = source === '-' ? undefined : here(source);
    if (fromDatabase) {
      // Refused before the copy is made, not after.
      await checkTarget(handle.db, values.force);
      file = await backUpToFile(databaseOf(source), undefined, undefined);
      console.error(`Copia de ${describe(source)} guardada en ${file}.`);
    }
    summary = await restoreBackup(handle.db, file ? fs.createReadStream(file) : process.stdin, {
      force: values.force,
      signature,
      timeZone: loadConfig().appTimeZone,
    });
    // PGlite has no autovacuum: the freshly filled tables get their statistics (and visibility map)
    // now, not at the server's first upkeep (db/upkeep.ts). PostgreSQL's autovacuum does this itself.
    if (handle.kind === 'pglite') await vacuumTables(handle.db, quietLog, 'restore');
  } finally {
    await handle.close();
  }
  const rows = Object.values(summary.rows).reduce((total, count) => total + count, 0);
  console.error(
    `Restaurado en ${nameOf(target)}: ${rows} filas en ${Object.keys(summary.rows).length} tablas` +
      (summary.replaced ? ', reemplazando lo que tenía' : '') +
      (summary.migrationsAfter === 1 ? '; 1 migración aplicada después' : '') +
      (summary.migrationsAfter > 1 ? `; ${summary.migrationsAfter} migraciones aplicadas después` : '') +
      (values.unsigned ? '; sin comprobar su firma (--unsigned)' : '') +
      '.',
  );
}
