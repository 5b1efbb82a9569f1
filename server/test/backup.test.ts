import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { backupThroughChannel, openBackupChannel, type BackupChannel } from '../src/backup/channel';
import { restoreCommand } from '../src/backup/commands';
import { BackupFileError, isEnd, isHeader, isRow, isTableStart, readBackupLines, type BackupHeader, type Row } from '../src/backup/format';
import { applyMigrations, RestoreRefusedError, restoreBackup } from '../src/backup/restore';
import { backupKey, type BackupKey, type KeyCheck } from '../src/backup/signature';
import { rowsOf } from '../src/db/client';
import { loadConfig } from '../src/config';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { readOrder } from './activity-fixtures';
import { backupOf, dropScratchDatabases, emptyPostgres, withLines } from './backup-helpers';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, manualClock, onPostgres, tokenFor, type TestContext } from './helpers';
import { buy, useSupply } from './purchase-helpers';
import { createSupply, expectLedgerConsistent } from './supply-helpers';
import { activityUserOf, createOperator, workshop } from './work-fixtures';

/**
 * Backups (issue 15; docs/decisions/018): a workshop made through the API is backed up while its
 * server runs, restored into an empty database, and found again row for row with its ledger and
 * order costs consistent; a database that is not empty is refused, and a cut file changes nothing.
 * On PostgreSQL the backup also crosses to PGlite and back (the README's move to PostgreSQL).
 */
const clock = manualClock('2026-11-20T13:00:00.000Z');
let source: TestContext;
let workshopData: Awaited<ReturnType<typeof makeWorkshop>>;
let sourceBackup: Buffer;
/** The key the suite's backups are signed with, and what a restore checks them against. */
let key: BackupKey;
let signature: KeyCheck;
const folders: string[] = [];

async function makeWorkshop(app: App) {
  const shop = await workshop(app);
  const { admin, call } = shop;
  const ana = await createOperator(app, admin, 12_000);
  const beto = await createOperator(app, admin, 6_000);
  const { orderId, activityIds } = await shop.orderWithActivities([[ana.id, beto.id]]);
  const work = async (operator: { id: number; token: string }, minutes: number, finish: boolean) => {
    const au = await activityUserOf(app, activityIds[0]!, operator.id);
    expect((await call('POST', `/v1/activity_users/${au}/intervals/start`, undefined, operator.token)).statusCode).toBe(201);
    clock.advanceMinutes(minutes);
    const end = finish ? 'finish_by_user' : 'pause';
    expect((await call('PUT', `/v1/activity_users/${au}/intervals/${end}`, { quantity_produced: 5 }, operator.token)).statusCode).toBe(200);
  };
  await work(ana, 30, false);
  await work(beto, 45, true);
  await work(ana, 20, true);
  const paper = await createSupply(app, admin, { quantity: 100, unit_value: 1_000.5 });
  const ink = await createSupply(app, admin, { quantity: 8, unit_value: 52_000, unit_of_measurement: 'Kilo' });
  await buy(app, admin, [
    { supply_id: paper.id, quantity: 50, total: 60_000 },
    { supply_id: ink.id, quantity: 2, total: 110_000.25 },
  ]);
  expect((await useSupply(app, admin, orderId, paper.id, 30)).statusCode).toBe(201);
  const inventary = (await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 11 } })).json() as {
    id: number;
    details: { id: number; supply_id: number }[];
  };
  const paperDetail = inventary.details.find((detail) => detail.supply_id === paper.id)!;
  await call('PUT', `/v1/inventaries/${inventary.id}/inventary_details/${paperDetail.id}`, { inventary_detail: { quantity: 118.5 } });
  expect((await call('PUT', `/v1/inventaries/${inventary.id}`, { inventary: { status: 'closed' } })).statusCode).toBe(200);
  return { admin, orderId, supplyIds: [paper.id, ink.id], operatorIds: [ana.id, beto.id] };
}

const withHeader = (backup: Buffer, change: (header: BackupHeader) => BackupHeader) =>
  withLines(backup, ([first, ...rest]) => [JSON.stringify(change(JSON.parse(first!) as BackupHeader)), ...rest]);

/** Every table's rows in a backup, as written: what two databases hold is the same when these are. */
async function rowsIn(backup: Buffer) {
  const tables: Record<string, { columns: string[]; rows: Row[] }> = {};
  let current: Row[] = [];
  for await (const line of readBackupLines(Readable.from(backup))) {
    if (isHeader(line) || isEnd(line)) continue;
    if (isTableStart(line)) tables[line.table] = { columns: line.columns, rows: (current = []) };
    else if (isRow(line)) current.push(JSON.parse(line.json) as Row);
  }
  return tables;
}

async function emptyFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), 'tintero-backup-'));
  folders.push(folder);
  return folder;
}

/** A server started on a PGlite folder, as main.ts starts it: the database, the API and the backup channel. */
async function serveFolder(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const app = await buildApp({
    config: { ...loadConfig({}), webDist: '/nonexistent' },
    database,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();
  const channel = (await openBackupChannel(dataDir, database.db, app.log)) as BackupChannel;
  return {
    app,
    database,
    close: async () => {
      await channel.close();
      await app.close();
    },
  };
}

beforeAll(async () => {
  key = backupKey(await emptyFolder());
  signature = { key, keyFile: key.file };
  source = await createTestApp({}, { now: clock.now });
  workshopData = await makeWorkshop(source.app);
  // While the server runs: the source app stays open and answering.
  sourceBackup = await backupOf({ db: source.app.db, kind: source.app.dbKind }, key);
}, 120_000);

afterAll(async () => {
  await source.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  await dropScratchDatabases();
});

describe('backup and restore', () => {
  it('restores into an empty PGlite folder the same rows, ledger and order costs, and new ids continue past the restored ones', async () => {
    const folder = await emptyFolder();
    const target = await openDatabase({ dataDir: folder, migrate: false });
    const summary = await restoreBackup(target.db, Readable.from(sourceBackup), { signature });
    await target.close();
    expect(summary.rows.intervals).toBe(3);
    expect(summary.replaced).toBe(false);

    // Started as the server starts (its migrator finds nothing to do), backed up through its channel.
    const served = await serveFolder(folder);
    try {
      const again: Buffer[] = [];
      const sink = new PassThrough().on('data', (chunk: Buffer) => again.push(chunk));
      expect(await backupThroughChannel(folder, sink)).toBe(true);
      expect(await rowsIn(Buffer.concat(again))).toEqual(await rowsIn(sourceBackup));

      const { app } = served;
      const admin = await tokenFor(app, 'admin', ADMIN_PASSWORD);
      const { orderId, supplyIds, operatorIds } = workshopData;
      expect(await readOrder(app, admin, orderId)).toEqual(await readOrder(source.app, workshopData.admin, orderId));
      for (const supplyId of supplyIds) {
        const restored = await expectLedgerConsistent(app, supplyId);
        expect(restored).toEqual(await expectLedgerConsistent(source.app, supplyId));
      }
      // Order costs = their recomputation from scratch.
      const stored = await readOrder(app, admin, orderId);
      const recalculated = await app.inject({
        method: 'PUT',
        url: `/v1/production_orders/${orderId}/recalculate_costs`,
        headers: bearer(admin),
      });
      expect(recalculated.statusCode, recalculated.body).toBe(200);
      expect(await readOrder(app, admin, orderId)).toEqual({ ...stored, updated_at: expect.any(String) });
      // The operators sign in with their passwords; a new user takes the next id.
      const newcomer = await createUser(app, admin);
      expect(newcomer.id).toBeGreaterThan(Math.max(...operatorIds));
    } finally {
      await served.close();
    }
  }, 120_000);

  // Both restore into PGlite whatever the suite's database: the PGlite pass runs them, the PostgreSQL pass
  // refuses a non-empty target in the move below.
  it.skipIf(onPostgres)(
    'refuses a database that is not empty; a cut file changes nothing, even with --force; --force replaces it',
    async () => {
      const folder = await emptyFolder();
      const target = await openDatabase({ dataDir: folder, migrate: false });
      try {
        await restoreBackup(target.db, Readable.from(sourceBackup), { signature });
        const refused = restoreBackup(target.db, Readable.from(sourceBackup), { signature });
        await expect(refused).rejects.toBeInstanceOf(RestoreRefusedError);
        await expect(restoreBackup(target.db, Readable.from(sourceBackup), { signature })).rejects.toThrow(/no está vacía.*--force/);

        const cut = sourceBackup.subarray(0, Math.floor(sourceBackup.length * 0.6));
        await expect(restoreBackup(target.db, Readable.from(cut), { force: true, signature })).rejects.toBeInstanceOf(BackupFileError);
        expect(await rowsIn(await backupOf(target, key))).toEqual(await rowsIn(sourceBackup));

        const replaced = await restoreBackup(target.db, Readable.from(sourceBackup), { force: true, signature });
        expect(replaced.replaced).toBe(true);
        expect(await rowsIn(await backupOf(target, key))).toEqual(await rowsIn(sourceBackup));

        // From a newer Tintero (a migration this one does not know): refused before anything is touched.
        const newer = withHeader(sourceBackup, (header) => ({
          ...header,
          migrations: [...header.migrations, { hash: 'de-una-version-futura', created_at: 8_000_000_000_000 }],
        }));
        await expect(restoreBackup(target.db, Readable.from(newer), { force: true, signature })).rejects.toThrow(/más nueva/);
        // A row that lost a value (a damaged file): nothing restored, nothing lost.
        const damaged = withLines(sourceBackup, (lines) => {
          const row = lines.findIndex((line) => line.startsWith('['));
          return lines.with(row, JSON.stringify((JSON.parse(lines[row]!) as Row).slice(0, -1)));
        });
        await expect(restoreBackup(target.db, Readable.from(damaged), { force: true, signature })).rejects.toThrow(
          /otro número de valores/,
        );
        expect(await rowsIn(await backupOf(target, key))).toEqual(await rowsIn(sourceBackup));
      } finally {
        await target.close();
      }
    },
    120_000,
  );

  it.skipIf(onPostgres)(
    'restores a backup of an older version and then applies the migrations it did not have',
    async () => {
      const known = readMigrationFiles({ migrationsFolder });
      const older = await openDatabase({ dataDir: null, migrate: false });
      try {
        await older.db.transaction((tx) => applyMigrations(tx, known.slice(0, -1)));
        const backup = await backupOf(older, key);
        const summary = await restoreBackup(older.db, Readable.from(backup), { force: true, signature });
        expect(summary.migrationsAfter).toBe(1);
        const [applied] = await rowsOf<{ total: number }>(older.db, sql`SELECT count(*)::int AS total FROM drizzle.__drizzle_migrations`);
        expect(applied!.total).toBe(known.length);
        // The server's own migrator at start finds nothing left to do.
        await migrate(older.db as never, { migrationsFolder });
      } finally {
        await older.close();
      }
    },
    120_000,
  );

  it.skipIf(!onPostgres)(
    'moves PGlite to PostgreSQL with one command (npm run restore -- FOLDER --into URL)',
    async () => {
      const folder = await emptyFolder();
      const pglite = await openDatabase({ dataDir: folder, migrate: false });
      await restoreBackup(pglite.db, Readable.from(sourceBackup), { signature });
      await pglite.close();
      const url = await emptyPostgres();
      process.env.BACKUP_DIR = path.join(folder, 'backups');
      try {
        await restoreCommand([folder, '--into', url]);
      } finally {
        delete process.env.BACKUP_DIR;
      }
      const moved = await openDatabase({ url, dataDir: null });
      try {
        expect(await rowsIn(await backupOf(moved, key))).toEqual(await rowsIn(sourceBackup));
      } finally {
        await moved.close();
      }
      // The same command again: the target is no longer empty, and nothing is copied.
      await expect(restoreCommand([folder, '--into', url])).rejects.toBeInstanceOf(RestoreRefusedError);
    },
    120_000,
  );
});
