import { DataDirLockedError } from '../db/client';
import { backupCommand, restoreCommand } from './commands';
import { BackupFileError } from './format';
import { RestoreRefusedError } from './restore';

/** `npm run backup` / `npm run restore` (commands.ts). Exit 2: the target was not empty. */
const USAGE =
  'Uso: npm run backup [-- --out CARPETA|ARCHIVO.gz|- --keep N --from URL|CARPETA] · ' +
  'npm run restore -- ARCHIVO|CARPETA_PGLITE|URL_POSTGRESQL|- [--into URL|CARPETA] [--force]';
const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backupCommand(rest);
  else if (command === 'restore') await restoreCommand(rest);
  else throw new BackupFileError(USAGE);
} catch (error) {
  const known = error instanceof BackupFileError || error instanceof RestoreRefusedError || error instanceof DataDirLockedError;
  if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) console.error(`Opción no válida. ${USAGE}`);
  else console.error(known ? (error as Error).message : error);
  process.exit(error instanceof RestoreRefusedError ? 2 : 1);
}
