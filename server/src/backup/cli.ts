import { DataDirLockedError } from '../db/client';
import { backupCommand, restoreCommand } from './commands';
import { BackupFileError } from './format';
import { RestoreRefusedError } from './restore';

/** `npm run backup` / `npm run restore` (commands.ts). Exit 2: the target was not empty. */
const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backupCommand(rest);
  else if (command === 'restore') await restoreCommand(rest);
  else throw new BackupFileError('Uso: cli.ts backup|restore …');
} catch (error) {
  const known =
    error instanceof BackupFileError ||
    error instanceof RestoreRefusedError ||
    error instanceof DataDirLockedError ||
    String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  console.error(known ? (error as Error).message : error);
  process.exit(error instanceof RestoreRefusedError ? 2 : 1);
}
