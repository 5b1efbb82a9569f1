import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ensureAdministrator, seedCatalogues } from '../src/db/seed';

export const ADMIN_PASSWORD = 'admin-password-123';

/** PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set, else a fresh in-memory PGlite. */
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
/** The suite is running on PostgreSQL (CI runs it on both). */
export const onPostgres = serverUrl !== undefined;

async function createScratchDatabase(url: string) {
  const name = `tintero_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: scratch.toString(), drop };
}

/**
 * The migrated and seeded PGlite database that global-setup.ts dumped once for the whole run:
 * copying it takes about a second, initialising and migrating a new one about five.
 */
async function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = process.env.TINTERO_TEST_PGLITE_SNAPSHOT;
  return file ? new Blob([await readFile(file)]) : undefined;
}

export interface TestContext {
  app: App;
  close: () => Promise<void>;
  /** Another server process on the same database (as behind a load balancer). */
  startAnotherProcess: () => Promise<App>;
  /** The key the app signs its tokens with (to forge one it would sign but never issues). */
  jwtSecret: string;
}

/** A whole app on its own empty database, with the catalogues and the `admin` user. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: { webDist?: string; logger?: AppOptions['logger']; onRoute?: AppOptions['onRoute']; now?: AppOptions['now'] } = {},
): Promise<TestContext> {
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const snapshot = scratch ? undefined : await pgliteSnapshot();
  const database = await openDatabase({ url: scratch?.url, dataDir: null, snapshot });
  // The snapshot was seeded by the same two calls (test/global-setup.ts).
  if (!snapshot) {
    await seedCatalogues(database.db);
    await ensureAdministrator(database.db, ADMIN_PASSWORD);
  }
  const config = { ...loadConfig({ ...env }), webDist: overrides.webDist ?? '/nonexistent' };
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ config, database, jwtSecret, logger: overrides.logger, onRoute: overrides.onRoute, now: overrides.now });
  await app.ready();
  const others: App[] = [];
  return {
    app,
    jwtSecret,
    startAnotherProcess: async () => {
      // PGlite is in-process: the second app shares its handle (and must not close it).
      const handle = scratch ? await openDatabase({ url: scratch.url, dataDir: null }) : { ...database, close: async () => undefined };
      const other = await buildApp({ config, database: handle, jwtSecret, now: overrides.now });
      await other.ready();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await scratch?.drop();
    },
  };
}

export async function signIn(app: App, username: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/sign_in',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `auth[username]=${encodeURIComponent(username)}&auth[password]=${encodeURIComponent(password)}`,
  });
}

/** A test file's app and the administrator's token (see withAdministrator). */
export interface AdministratorSession {
  ctx: TestContext;
  app: App;
  admin: string;
}

/**
 * How most test files start: a fresh app before their tests (createTestApp's arguments), the
 * administrator signed in, the app closed after them. The fields are set in `beforeAll`: read them
 * inside hooks and tests, not at the top of the file.
 */
export function withAdministrator(...args: Parameters<typeof createTestApp>): AdministratorSession {
  const session = {} as AdministratorSession;
  beforeAll(async () => {
    session.ctx = await createTestApp(...args);
    session.app = session.ctx.app;
    session.admin = await tokenFor(session.app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => session.ctx.close());
  return session;
}

export async function tokenFor(app: App, username: string, password: string): Promise<string> {
  const response = await signIn(app, username, password);
  if (response.statusCode !== 200) throw new Error(`sign in failed for ${username}: ${response.body}`);
  return response.json().jwt as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;
/** A valid new-user payload; override what the test is about. */
export function userPayload(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    id_type: 'Cédula de Ciudadanía',
    identification_number: `10${String(sequence).padStart(6, '0')}${randomBytes(2).toString('hex')}`.slice(0, 20),
    first_name: 'Ana',
    last_name: `Operaria ${sequence}`,
    gender: 'F',
    role: 'operator',
    hour_value: 12500.5,
    email: `ana${sequence}@taller.co`,
    phone: '6011234567',
    mobile: '3001234567',
    address: 'Calle 1 # 2-3',
    username: `ana${sequence}_${randomBytes(2).toString('hex')}`,
    password: 'secreto-123',
    password_confirmation: 'secreto-123',
    ...overrides,
  };
}

/** Creates a user through the API as the administrator and returns it with its password. */
export async function createUser(app: App, adminToken: string, overrides: Record<string, unknown> = {}) {
  const payload = userPayload(overrides);
  const response = await app.inject({ method: 'POST', url: '/v1/users', headers: bearer(adminToken), payload: { user: payload } });
  if (response.statusCode !== 201) throw new Error(`create user failed: ${response.body}`);
  return { ...(response.json() as { id: number; username: string }), password: payload.password as string };
}

/**
 * A clock the test moves by hand (the server's clock: intervals start, pause and are paid by it),
 * so work time is measured without sleeping.
 */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advanceMinutes: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    set: (iso: string) => {
      now = new Date(iso);
    },
  };
}
