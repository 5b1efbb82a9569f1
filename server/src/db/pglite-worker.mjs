// @ts-check
/**
 * The PGlite database in its own thread (db/pglite-remote.ts starts it): PostgreSQL compiled to
 * WebAssembly runs every query synchronously, so on the main thread a long query (a year of
 * history, a 50 000-row export) froze every other request. Here the worker owns the database and
 * answers the main thread's wire-protocol bytes with the database's own bytes, which the main
 * thread parses as node-postgres does on PostgreSQL.
 *
 * Plain JavaScript on purpose: tsx, Vitest and the production bundle all start it as it is (a
 * TypeScript worker would need a loader in each of them). Messages in: { id, type: 'exec', bytes }
 * | { id, type: 'dump' } | { id, type: 'close' }; out: { type: 'ready' } | { type: 'failed', error }
 * | { id, result } | { id, error }. One message is handled at a time, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {{ dataDir: string | null, snapshot?: ArrayBuffer }} WorkerOptions */
const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');
const options = /** @type {WorkerOptions} */ (workerData);

/** @param {unknown} error */
const describe = (error) => (error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) });

/** @type {PGlite} */
let database;
try {
  database = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.snapshot ? { loadDataDir: new Blob([options.snapshot]) } : undefined);
  await database.waitReady;
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', error: describe(error) });
  throw error;
}

/**
 * @param {{ id: number, type: 'exec' | 'dump' | 'close', bytes?: Uint8Array }} message
 * @returns {Promise<{ result?: ArrayBuffer, transfer: ArrayBuffer[] }>}
 */
async function handle(message) {
  if (message.type === 'exec') {
    // The answer's bytes as PGlite writes them, copied out of its memory: execProtocolRaw would also
    // parse every message here (the main thread parses them anyway) and keep them all, query after
    // query, in a list only execProtocol empties.
    /** @type {Uint8Array[]} */
    const chunks = [];
    let length = 0;
    await database.execProtocolRawStream(/** @type {Uint8Array} */ (message.bytes), {
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
        length += chunk.length;
      },
    });
    const answer = chunks.length === 1 ? /** @type {Uint8Array} */ (chunks[0]) : new Uint8Array(length);
    if (chunks.length !== 1) {
      let offset = 0;
      for (const chunk of chunks) {
        answer.set(chunk, offset);
        offset += chunk.length;
      }
    }
    const buffer = /** @type {ArrayBuffer} */ (answer.buffer);
    return { result: buffer, transfer: [buffer] };
  }
  if (message.type === 'dump') {
    const dump = await (await database.dumpDataDir('none')).arrayBuffer();
    return { result: dump, transfer: [dump] };
  }
  await database.close();
  return { transfer: [] };
}

let queue = Promise.resolve();
port.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const { result, transfer } = await handle(message);
      port.postMessage({ id: message.id, result }, transfer);
    } catch (error) {
      port.postMessage({ id: message.id, error: describe(error) });
    }
    if (message.type === 'close') port.close();
  });
});
