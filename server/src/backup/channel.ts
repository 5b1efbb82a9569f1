import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import { writeBackup } from './dump';
import { backupKey } from './signature';

/**
 * The running server's backup channel on PGlite (docs/decisions/018). The server holds the data
 * folder's lock, so no other process may open the database; it answers `GET /backup` with a backup
 * on a Unix socket inside that folder, readable only by the user that runs it (mode 0600): whoever
 * can connect can already read the folder itself. Nothing listens on the network for it.
 */
export const CHANNEL_FILE = 'backup.sock';
/** sun_path holds 108 bytes with its terminating zero. */
const MAX_SOCKET_PATH_BYTES = 107;

export const channelPath = (dataDir: string) => path.join(dataDir, CHANNEL_FILE);
/** Where a backup is written before it is sent (a crash may leave one: removed at the next start). */
const SPOOL_PATTERN = /^backup-[0-9a-f]{16}\.partial$/;

/**
 * The backup goes to a file in the data folder first and only then to the client: PGlite's one
 * connection is held while the backup reads, and a client that reads slowly (a pipe into ssh, a
 * stalled terminal) must not stop every request of the workshop that long.
 */
async function answerWithBackup(dataDir: string, db: Database, response: http.ServerResponse) {
  const spool = path.join(dataDir, `backup-${randomBytes(8).toString('hex')}.partial`);
  try {
    // Signed with the key beside the data, made on the first backup (signature.ts).
    await writeBackup(db, 'pglite', fs.createWriteStream(spool, { mode: 0o600 }), backupKey(dataDir));
    response.setHeader('content-type', 'application/gzip');
    response.setHeader('content-length', fs.statSync(spool).size);
    await pipeline(fs.createReadStream(spool), response);
  } finally {
    fs.rmSync(spool, { force: true });
  }
}

export interface BackupChannel {
  close: () => Promise<void>;
}

/**
 * Starts the channel; undefined when the folder's path is too long for a socket (a warning says
 * so: backups then need the server stopped). The caller holds the folder's lock, so a socket file
 * found there belongs to a process that died and is replaced.
 */
export async function openBackupChannel(
  dataDir: string,
  db: Database,
  log: { warn: (message: string) => void; error: (details: object, message: string) => void },
): Promise<BackupChannel | undefined> {
  const socket = channelPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH_BYTES) {
    log.warn(`La ruta ${socket} es demasiado larga para el canal de copias: npm run backup necesitará el servidor detenido.`);
    return undefined;
  }
  fs.rmSync(socket, { force: true });
  for (const name of fs.readdirSync(dataDir)) if (SPOOL_PATTERN.test(name)) fs.rmSync(path.join(dataDir, name), { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    answerWithBackup(dataDir, db, response).catch((error: unknown) => {
      log.error({ err: error }, 'La copia de seguridad pedida por el canal local falló.');
      // Cut: the client sees it, and a file without its last line is never restored.
      response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: async () => {
      // A backup under way is cut (its client fails, its transaction rolls back): the server is stopping.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socket, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` for a backup and writes it into `destination`. Returns false
 * when no server answers there (nothing written).
 */
export async function backupThroughChannel(dataDir: string, destination: Writable): Promise<boolean> {
  const response = await new Promise<http.IncomingMessage | undefined>((resolve, reject) => {
    const request = http.get({ socketPath: channelPath(dataDir), path: '/backup' }, resolve);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
  if (!response) return false;
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`El servidor no dio la copia (HTTP ${response.statusCode}).`);
  }
  try {
    await pipeline(response, destination);
  } catch {
    throw new Error('El servidor cortó la copia antes de terminarla; vea su registro. No se guardó nada.');
  }
  return true;
}
