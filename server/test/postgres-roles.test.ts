import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { backupCommand, restoreCommand } from '../src/backup/commands';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { ensureAdministrator, seedCatalogues } from '../src/db/seed';
import { ADMIN_PASSWORD, bearer, createUser, onPostgres, tokenFor } from './helpers';

/**
 * The production set-up on PostgreSQL (issue 20, docs/decisions/027): the migrations run as the
 * tables' owner (MIGRATION_DATABASE_URL), the server as another role (DATABASE_URL) that may
 * append to the audit trail but never change it, disable its triggers, nor turn it off. Roles are
 * global to the cluster: each run makes its own, uniquely named, and drops them. PostgreSQL only
 * (PGlite has one user, who owns everything); CI runs the server suite on PostgreSQL.
 */
const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
const ownerRole = `tintero_owner_${suffix}`;
const serverRole = `tintero_app_${suffix}`;
const databaseName = `tintero_roles_${suffix}`;
const clusterUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

function urlAs(role: string) {
  const url = new URL(clusterUrl);
  url.username = role;
  url.password = 'clave-de-prueba';
  url.pathname = `/${databaseName}`;
  return url.toString();
}
// Made in beforeAll: on PGlite there is no cluster to point at.
let ownerUrl: string;
let serverUrl: string;

async function onCluster(statements: string[]) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One connection as `url`'s role, for as long as `use` runs. */
async function connectedAs<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The server as main.ts starts it with both URLs: migrations and grants by the owner, the rest as the server's role. */
async function startServer() {
  const database = await openDatabase({ url: serverUrl, migrationUrl: ownerUrl, dataDir: null });
  await seedCatalogues(database.db);
  await ensureAdministrator(database.db, ADMIN_PASSWORD);
  const app = await buildApp({
    config: { ...loadConfig({}), webDist: '/nonexistent' },
    database,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();
  return { app, database };
}

const eventCount = async (client: pg.ClientBase) =>
  Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_events')).rows[0]!.n);

const lastUserEvent = async (client: pg.ClientBase, userId: number) =>
  (
    await client.query<{ action: string; user_id: number | null; changes: Record<string, unknown> }>(
      `SELECT action, user_id, changes FROM public.audit_events WHERE record_type = 'users' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId],
    )
  ).rows[0];

describe.runIf(onPostgres)('two PostgreSQL roles: the server cannot change or skip the audit trail', () => {
  let app: App;
  let database: DatabaseHandle;
  let adminId: number;
  let folder: string;

  beforeAll(async () => {
    ownerUrl = urlAs(ownerRole);
    serverUrl = urlAs(serverRole);
    await onCluster([
      `CREATE ROLE ${ownerRole} LOGIN PASSWORD 'clave-de-prueba'`,
      `CREATE ROLE ${serverRole} LOGIN PASSWORD 'clave-de-prueba'`,
      `CREATE DATABASE ${databaseName} OWNER ${ownerRole}`,
    ]);
    folder = await mkdtemp(path.join(tmpdir(), 'tintero-roles-'));
    ({ app, database } = await startServer());
    adminId = (await connectedAs(serverUrl, (client) => client.query(`SELECT id FROM users WHERE username = 'admin'`))).rows[0].id;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
    await onCluster([
      `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`,
      `DROP ROLE IF EXISTS ${serverRole}`,
      `DROP ROLE IF EXISTS ${ownerRole}`,
    ]);
  });

  it('runs normally as the server role: sign in, create a user, and its event is in the trail with who did it', async () => {
    const admin = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const user = await createUser(app, admin);
    const listed = await app.inject({
      method: 'GET',
      url: `/v1/audit_events?record_type=users&record_id=${user.id}`,
      headers: bearer(admin),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain(user.username);
    const event = await connectedAs(serverUrl, (client) => lastUserEvent(client, user.id));
    expect(event).toMatchObject({ action: 'created', user_id: adminId, changes: { username: [null, user.username] } });
    // The tables are the owner's, not the server's.
    const owners = await connectedAs(serverUrl, (client) =>
      client.query<{ owner: string }>(`SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'`),
    );
    expect(owners.rows).toEqual([{ owner: ownerRole }]);
    // What main.ts warns about at start: only with one role may the server rewrite the trail.
    expect(database.serverOwnsAuditTrail).toBe(false);
    const asOwner = await openDatabase({ url: ownerUrl, dataDir: null });
    try {
      expect(asOwner.serverOwnsAuditTrail).toBe(true);
    } finally {
      await asOwner.close();
    }
  });

  it('refuses the server role UPDATE, DELETE, TRUNCATE, ALTER and disabling a trigger; the trail stays as it was', async () => {
    await connectedAs(serverUrl, async (client) => {
      const before = await client.query('SELECT * FROM audit_events ORDER BY id');
      expect(before.rows.length).toBeGreaterThan(0);
      for (const statement of [
        `UPDATE audit_events SET action = 'updated', user_id = NULL`,
        'DELETE FROM audit_events',
        'TRUNCATE audit_events',
        'ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only',
        'ALTER TABLE audit_events DISABLE TRIGGER USER',
        'ALTER TABLE users DISABLE TRIGGER audit_users',
        'DROP TRIGGER audit_users ON users',
        'ALTER TABLE audit_events OWNER TO CURRENT_USER',
        `SET session_replication_role = replica`,
      ]) {
        await expect(client.query(statement), statement).rejects.toMatchObject({ code: '42501' });
      }
      expect((await client.query('SELECT * FROM audit_events ORDER BY id')).rows).toEqual(before.rows);
    });
  });

  it("records a change by the server role even after SET LOCAL tintero.audit = 'off', or with a temporary table named audit_events", async () => {
    await connectedAs(serverUrl, async (client) => {
      await client.query('BEGIN');
      await client.query(`SET LOCAL tintero.audit = 'off'`);
      await client.query(`UPDATE users SET first_name = 'Sin rastro' WHERE id = $1`, [adminId]);
      await client.query('COMMIT');
      expect(await lastUserEvent(client, adminId)).toMatchObject({
        action: 'updated',
        changes: { first_name: ['Administrador', 'Sin rastro'] },
      });

      await client.query('CREATE TEMPORARY TABLE audit_events (LIKE public.audit_events INCLUDING DEFAULTS)');
      await client.query(`SET search_path = pg_temp, public`);
      await client.query(`UPDATE users SET first_name = 'A escondidas' WHERE id = $1`, [adminId]);
      expect(Number((await client.query('SELECT count(*) AS n FROM pg_temp.audit_events')).rows[0].n)).toBe(0);
      expect(await lastUserEvent(client, adminId)).toMatchObject({ changes: { first_name: ['Sin rastro', 'A escondidas'] } });
    });
    // The owner still may (a restore, the bench's made-up history): its change leaves no event.
    await connectedAs(ownerUrl, async (client) => {
      const before = await eventCount(client);
      await client.query('BEGIN');
      await client.query(`SET LOCAL tintero.audit = 'off'`);
      await client.query(`UPDATE users SET first_name = 'Administrador' WHERE id = $1`, [adminId]);
      await client.query('COMMIT');
      expect(await eventCount(client)).toBe(before);
    });
  });

  it('backs up and restores as the owner (MIGRATION_DATABASE_URL), and the server started again works with the same limits', async () => {
    await app.close();
    const file = path.join(folder, 'tintero.backup.gz');
    const saved = { DATABASE_URL: process.env.DATABASE_URL, MIGRATION_DATABASE_URL: process.env.MIGRATION_DATABASE_URL };
    Object.assign(process.env, { DATABASE_URL: serverUrl, MIGRATION_DATABASE_URL: ownerUrl });
    try {
      await backupCommand(['--out', file]);
      // --force drops the schema and makes it again: only the owner may.
      await restoreCommand([file, '--force']);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    const restoredEvents = await connectedAs(ownerUrl, eventCount);
    expect(restoredEvents).toBeGreaterThan(0);

    ({ app } = await startServer());
    const admin = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const user = await createUser(app, admin);
    await connectedAs(serverUrl, async (client) => {
      expect(await lastUserEvent(client, user.id)).toMatchObject({ action: 'created', user_id: adminId });
      await expect(client.query('DELETE FROM audit_events')).rejects.toMatchObject({ code: '42501' });
      expect(await eventCount(client)).toBeGreaterThan(restoredEvents);
    });
  }, 60_000);
});
