import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { keepToOwner, repairedMessage } from './file-modes';
import { grantServerRole, mayRewriteAuditTrail, roleOf } from './roles';
import * as schema from './schema';

export { DataDirLockedError } from './data-dir-lock';

export type Schema = typeof schema;
/** The one database type the services see: PGlite and node-postgres share the pg-core API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a service receives inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** The rows of a raw query: `execute` is typed loosely over both drivers, its result always has them. */
export const rowsOf = async <T>(executor: Executor, query: SQL) => ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** LISTEN on a channel: every process hears what any process NOTIFYs (DESIGN §11). */
  listen: (channel: string, listener: (payload: string) => void) => Promise<void>;
  /**
   * PostgreSQL: whether the server's role may rewrite or skip the audit trail (it owns the tables,
   * or is a superuser): one role, not the production set-up (README). Unknown before migrations.
   */
  serverOwnsAuditTrail?: boolean | undefined;
  /** PGlite only: the whole database as a file `openDatabase({ snapshot })` can start from. */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
}

/** server/drizzle: two folders up from src/db/ (tsx, tests), one up from the production bundle in dist/. */
export const migrationsFolder =
  ['../../drizzle', '../drizzle']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((folder) => fs.existsSync(path.join(folder, 'meta', '_journal.json'))) ??
  fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Several processes may start at once against one database: one migrates, the others wait. With
 * `ownerUrl` (MIGRATION_DATABASE_URL) the migrations run as that role, the tables' owner, which then
 * grants the server's role (the pool's) what it needs and no more (roles.ts; docs/decisions/027).
 */
async function migrateUnderLock(pool: pg.Pool, ownerUrl: string | undefined) {
  const owner = ownerUrl ? new pg.Client({ connectionString: ownerUrl }) : await pool.connect();
  try {
    if (ownerUrl) await owner.connect();
    await owner.query('SELECT pg_advisory_lock(7260214)');
    try {
      await migratePg(drizzlePg(owner, { schema }), { migrationsFolder });
      if (ownerUrl) {
        const serverRole = await roleOf(pool);
        if (serverRole !== (await roleOf(owner))) await grantServerRole(owner, serverRole);
      }
    } finally {
      await owner.query('SELECT pg_advisory_unlock(7260214)').catch(() => undefined);
    }
  } finally {
    if (ownerUrl) await owner.end().catch(() => undefined);
    else (owner as pg.PoolClient).release();
  }
}

export interface DatabaseOptions {
  url?: string | undefined;
  /** PostgreSQL: the tables' owner, who applies the migrations (MIGRATION_DATABASE_URL); else `url`'s role. */
  migrationUrl?: string | undefined;
  dataDir: string | null;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir`) instead of an empty cluster. */
  snapshot?: Blob;
  /** PGlite: its worker thread died (queries fail from then on); the server exits so it is restarted. */
  onLost?: (error: Error) => void;
  /** False: the database is opened as it is (a restore applies the migrations itself, in its transaction). */
  migrate?: boolean;
}

/** A database being opened: its handle at once, `ready` once it answers queries with every migration applied. */
export type StartingDatabase = DatabaseHandle & { ready: Promise<void> };

/**
 * Opens PostgreSQL when a URL is given, else PGlite: in `dataDir` (locked against a second
 * process, since two PGlite instances on one folder corrupt it) or in memory when `dataDir` is
 * `null` (tests; from a `snapshot` when given). Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const starting = await startDatabase(options);
  await starting.ready;
  // Copied once open: the opening sets `serverOwnsAuditTrail` on the handle.
  const { ready: _opened, ...handle } = starting;
  return handle;
}

/**
 * Starts opening the database and returns its handle before it answers: the server listens
 * meanwhile (DESIGN §10: it answers within 1 s of start, while PGlite takes seconds to load five
 * years) and holds API requests until `ready` (plugins/db.ts). The data folder's lock is taken
 * before it returns, so a second process still fails at once. A failed open rejects `ready`
 * after closing what it opened.
 */
export async function startDatabase(options: DatabaseOptions): Promise<StartingDatabase> {
  const migrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not crash
    // the process: the pool discards it and opens another on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // One connection LISTENs for every channel. If it drops (server restart, failover), it is
    // opened again after a pause and every channel is listened to again.
    const channels = new Map<string, (payload: string) => void>();
    let listener: pg.Client | undefined;
    let closing = false;
    const reconnectLater = (): void => {
      if (!closing) setTimeout(() => void connectListener().catch(reconnectLater), 1_000).unref();
    };
    const connectListener = async () => {
      const client = new pg.Client({ connectionString: options.url });
      client.on('notification', (message) => channels.get(message.channel)?.(message.payload ?? ''));
      client.on('error', (error) => {
        console.error('PostgreSQL LISTEN connection lost:', error.message);
        if (listener === client) listener = undefined;
        void client.end().catch(() => undefined);
        reconnectLater();
      });
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
      listener = client;
    };
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      listen: async (channel, onPayload) => {
        channels.set(channel, onPayload);
        if (listener) await listener.query(`LISTEN ${channel}`);
        else await connectListener();
      },
      close: async () => {
        closing = true;
        await listener?.end();
        await pool.end();
      },
    };
    const ready = (async () => {
      if (!migrate) return;
      await migrateUnderLock(pool, options.migrationUrl);
      handle.serverOwnsAuditTrail = await mayRewriteAuditTrail(pool);
    })();
    return Object.assign(handle, { ready });
  }

  let lock: DataDirLock | undefined;
  let dataDir: string | null = null;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    // 0700 when created; an existing folder open to other accounts is repaired (file-modes.ts).
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Throws DataDirLockedError while another live process holds the folder; takes over the lock
    // of one that died (crash, SIGKILL) at once.
    lock = await lockDataDir(dataDir);
    const previous = lock.tookOverFrom;
    if (previous) {
      console.warn(
        `La carpeta de datos ${dataDir} estaba bloqueada por el proceso ${previous.pid} (iniciado ${previous.since}), ` +
          'que ya no existe: este proceso toma el bloqueo.',
      );
    }
    const repaired = keepToOwner(dataDir);
    if (repaired > 0) console.warn(repairedMessage(dataDir, repaired));
  }
  // What PGlite itself made open to others (the cluster it unpacks, files it writes at start and at
  // shutdown) is closed again at once, silently: it is not a folder someone left open.
  const closeToOthers = () => {
    if (dataDir) keepToOwner(dataDir);
  };
  // PGlite (its wasm, its memory) loads only when it is used; it runs in a worker thread, so a long
  // query never stops the server from answering others (DESIGN §10).
  const { PgliteThread, poolOverThread } = await import('./pglite-remote');
  const thread = new PgliteThread({
    dataDir: dataDir && path.join(dataDir, 'pglite'),
    snapshot: options.snapshot && (await options.snapshot.arrayBuffer()),
    onLost: (error) => {
      lock?.release();
      options.onLost?.(error);
    },
  });
  const channels = new Map<string, (payload: string) => void>();
  const pool = poolOverThread(thread, (channel, payload) => channels.get(channel)?.(payload));
  const close = async () => {
    try {
      await pool.end().catch(() => undefined);
      await thread.close();
      closeToOthers();
    } finally {
      lock?.release();
    }
  };
  const ready = (async () => {
    try {
      await thread.ready;
      closeToOthers();
      if (migrate) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  })();
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'pglite',
    ready,
    listen: async (channel, onPayload) => {
      channels.set(channel, onPayload);
      await pool.query(`LISTEN ${channel}`);
    },
    dump: async () => new Blob([(await thread.request({ type: 'dump' })) ?? new ArrayBuffer(0)]),
    close,
  };
}
