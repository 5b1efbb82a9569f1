// A process for the data folder lock tests (data-dir-lock.test.ts): prints "ready", tries the lock
// of the folder in argv[2] when a line "go" arrives on stdin, prints "locked" or "refused", and
// holds the lock until its stdin closes.
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../src/db/data-dir-lock';

const dir = process.argv[2]!;
let lock: DataDirLock | undefined;
let tried = false;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  if (tried || !chunk.includes('go')) return;
  tried = true;
  lockDataDir(dir).then(
    (acquired) => {
      lock = acquired;
      process.stdout.write(`locked ${acquired.tookOverFrom?.pid ?? ''}\n`);
    },
    (error: unknown) => {
      process.stdout.write(error instanceof DataDirLockedError ? 'refused\n' : `error ${String(error)}\n`);
    },
  );
});
process.stdin.on('end', () => {
  lock?.release();
  process.exit(0);
});
process.stdout.write('ready\n');
