import { DataDirLockedError } from '../db/client';
import { backupCommand, restoreCommand } from './commands';
import { BackupFileError } from './format';
import { pgCode } from '../lib/pg-errors';
import { RestoreFailedError, RestoreRefusedError } from './restore';

/** `npm run backup` / `npm run restore` (commands.ts). Exit 2: the target was not empty. */
const USAGE =
  'Uso: npm run backup [-- --out CARPETA|ARCHIVO.gz|- --keep N --from URL|CARPETA] · ' +
  'npm run restore -- ARCHIVO|CARPETA_PGLITE|URL_POSTGRESQL|- [--into URL|CARPETA] [--force] [--unsigned]';

/**
 * What is printed of a failure: a known one's Spanish message; a database error by its SQL state
 * only (Drizzle's message carries the statement's parameters, a batch of rows: hashes, wages);
 * anything else as it is, stack included, since it is a fault of Tintero's.
 */
function describeFailure(error: unknown): unknown {
  if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) return `Opción no válida. ${USAGE}`;
  const known = [BackupFileError, RestoreRefusedError, RestoreFailedError, DataDirLockedError].some((kind) => error instanceof kind);
  if (known) return (error as Error).message;
  const state = pgCode(error);
  if (state) return `La base de datos rechazó la operación (SQLSTATE ${state}). No se cambió nada.`;
  return error;
}

// Backups, the backup key, a PGlite folder made here: their owner's only (docs/decisions/024).
process.umask(0o077);
const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backupCommand(rest);
  else if (command === 'restore') await restoreCommand(rest);
  else throw new BackupFileError(USAGE);
} catch (error) {
  console.error(describeFailure(error));
  process.exit(error instanceof RestoreRefusedError ? 2 : 1);
}
