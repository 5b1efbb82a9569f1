import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@tintero/domain';
import { users } from '../src/db/schema';
import { ADMIN_PASSWORD, bearer, createUser, onPostgres, signIn, tokenFor, userPayload, withAdministrator } from './helpers';

const session = withAdministrator();
let adminId: number;

beforeAll(async () => {
  adminId = JSON.parse(Buffer.from(session.admin.split('.')[1]!, 'base64url').toString()).id;
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  session.app.inject({ method, url, headers: bearer(token), payload });

describe('creating users', () => {
  it('stores an argon2id hash and never returns it', async () => {
    const response = await inject('POST', '/v1/users', session.admin, { user: userPayload({ username: 'marta' }) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ username: 'marta', role: 'operator', enabled: true, hour_value: 12500.5 });
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('token_version');
    const [row] = await session.app.db.select().from(users).where(eq(users.id, body.id));
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(session.app, 'marta', 'secreto-123')).statusCode).toBe(200);
  });

  it.each([
    ['identification_number', '1'.repeat(21), messages.tooLong(20)],
    ['identification_number', '', messages.required],
    ['first_name', 'x'.repeat(121), messages.tooLong(120)],
    ['first_name', '  ', messages.required],
    ['last_name', 'x'.repeat(121), messages.tooLong(120)],
    ['email', `${'x'.repeat(60)}@${'y'.repeat(40)}.${'z'.repeat(46)}.co`, messages.tooLong(150)],
    ['email', 'sin-arroba', messages.invalidEmail],
    ['phone', '12345678901', messages.tooLong(10)],
    ['mobile', '12345678901', messages.tooLong(10)],
    ['address', 'x'.repeat(141), messages.tooLong(140)],
    ['username', 'x'.repeat(31), messages.tooLong(30)],
    ['username', 'Mayus', messages.usernameFormat],
    ['username', '', messages.required],
    ['gender', 'X', messages.required],
    ['role', 'superuser', messages.required],
    ['hour_value', -5, messages.tooSmall(0)],
    ['hour_value', 'mucho', messages.required],
    ['password', '', messages.passwordTooShort(8)],
    ['password_confirmation', 'distinta', messages.passwordMismatch],
    ['birthdate', '2026-13-45', messages.invalidDate],
  ])('refuses %s = %j with a field message and creates nothing', async (field, value, message) => {
    const before = (await inject('GET', '/v1/users', session.admin)).json().length;
    const response = await inject('POST', '/v1/users', session.admin, { user: userPayload({ [field]: value }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.http.validation);
    expect(response.json().errors[field]).toContain(message);
    expect((await inject('GET', '/v1/users', session.admin)).json().length).toBe(before);
  });

  it('refuses a repeated username (any case) or identification number', async () => {
    const first = await createUser(session.app, session.admin, { username: 'repetido', identification_number: '555' });
    expect(first.id).toBeGreaterThan(0);
    const sameUsername = await inject('POST', '/v1/users', session.admin, { user: userPayload({ username: 'repetido' }) });
    expect(sameUsername.statusCode).toBe(422);
    expect(sameUsername.json().errors.username).toEqual([messages.usernameTaken]);
    const sameId = await inject('POST', '/v1/users', session.admin, { user: userPayload({ identification_number: '555' }) });
    expect(sameId.statusCode).toBe(422);
    expect(sameId.json().errors.identification_number).toEqual([messages.identificationTaken]);
  });

  it('answers 400 to a body without its resource key and to a bad id', async () => {
    expect((await inject('POST', '/v1/users', session.admin, userPayload())).statusCode).toBe(400);
    expect((await inject('GET', '/v1/users/abc', session.admin)).statusCode).toBe(400);
    expect((await inject('GET', '/v1/users/999999', session.admin)).statusCode).toBe(404);
  });
});

describe('listing', () => {
  it('lists every user, or only the enabled ones, and the enabled operators', async () => {
    const keep = await createUser(session.app, session.admin);
    const gone = await createUser(session.app, session.admin);
    const seller = await createUser(session.app, session.admin, { role: 'seller' });
    await inject('DELETE', `/v1/users/${gone.id}`, session.admin);
    const all = (await inject('GET', '/v1/users', session.admin)).json().map((u: { id: number }) => u.id);
    const enabled = (await inject('GET', '/v1/users?enabled=true', session.admin)).json().map((u: { id: number }) => u.id);
    const operators = (await inject('GET', '/v1/users/operators', session.admin)).json().map((u: { id: number }) => u.id);
    expect(all).toEqual(expect.arrayContaining([keep.id, gone.id, seller.id]));
    expect(enabled).toContain(keep.id);
    expect(enabled).not.toContain(gone.id);
    expect(operators).toContain(keep.id);
    expect(operators).not.toContain(gone.id);
    expect(operators).not.toContain(seller.id);
  });
});

describe('disabling and enabling', () => {
  it('disabling ends sessions and sign-in at once; enabling lets the user back in', async () => {
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    const disabled = await inject('DELETE', `/v1/users/${user.id}`, session.admin);
    expect(disabled.json().enabled).toBe(false);
    expect((await inject('GET', `/v1/users/${user.id}`, token)).statusCode).toBe(401);
    const refused = await signIn(session.app, user.username, user.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.signIn.invalidCredentials);

    const enabled = await inject('PUT', `/v1/users/${user.id}`, session.admin, { user: { enabled: true } });
    expect(enabled.json().enabled).toBe(true);
    expect((await signIn(session.app, user.username, user.password)).statusCode).toBe(200);
    expect((await inject('GET', `/v1/users/${user.id}`, token)).statusCode).toBe(401);
  });

  it('a user disabled through one server process is refused by the others too', async () => {
    const other = await session.ctx.startAnotherProcess();
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    const readThroughOther = async () =>
      (await other.inject({ method: 'GET', url: `/v1/users/${user.id}`, headers: bearer(token) })).statusCode;
    expect(await readThroughOther()).toBe(200);
    await inject('DELETE', `/v1/users/${user.id}`, session.admin);
    // Delivered by LISTEN/NOTIFY well before the 5 s cache bound.
    await expect.poll(readThroughOther, { timeout: 2_000, interval: 50 }).toBe(401);
  });

  // Only PostgreSQL has a separate LISTEN connection that can drop; CI runs this file on both.
  it.runIf(onPostgres)('keeps hearing about disabled users after the LISTEN connection drops', async () => {
    const other = await session.ctx.startAnotherProcess();
    const listenerPids = async () => {
      const result = await session.app.db.execute(
        sql`SELECT pid FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid() AND datname = current_database()`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => Number(row.pid));
    };
    const cut = await listenerPids();
    // This process and the other each listen.
    expect(cut.length).toBeGreaterThanOrEqual(2);
    const reconnected = async () => (await listenerPids()).filter((pid) => !cut.includes(pid)).length;
    // Cut every LISTEN connection of this test's database, as a server restart or failover would.
    // Only this database's: the other test files' servers share the cluster and may end before
    // theirs reconnect, which made the count below wait for listeners that never came back.
    await session.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid() AND datname = current_database()`,
    );
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    const readThroughOther = async () =>
      (await other.inject({ method: 'GET', url: `/v1/users/${user.id}`, headers: bearer(token) })).statusCode;
    expect(await readThroughOther()).toBe(200);
    // Wait until every listener has reconnected (after its one-second pause), then disable.
    await expect.poll(reconnected, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(cut.length);
    await inject('DELETE', `/v1/users/${user.id}`, session.admin);
    await expect.poll(readThroughOther, { timeout: 2_000, interval: 50 }).toBe(401);
  });

  it('an administrator cannot disable themselves, by DELETE or by PUT', async () => {
    const byDelete = await inject('DELETE', `/v1/users/${adminId}`, session.admin);
    expect(byDelete.statusCode).toBe(409);
    expect(byDelete.json()).toMatchObject({ code: 'cannot_disable_self', message: messages.users.cannotDisableSelf });
    const byPut = await inject('PUT', `/v1/users/${adminId}`, session.admin, {
      user: { enabled: false, current_password: ADMIN_PASSWORD },
    });
    expect(byPut.statusCode).toBe(409);
    expect((await inject('GET', `/v1/users/${adminId}`, session.admin)).json().enabled).toBe(true);
  });

  it('an administrator cannot change their own role', async () => {
    const response = await inject('PUT', `/v1/users/${adminId}`, session.admin, {
      user: { role: 'operator', current_password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.role).toEqual([messages.ownRole]);
  });

  it("changing someone's role ends their sessions", async () => {
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    await inject('PUT', `/v1/users/${user.id}`, session.admin, { user: { role: 'seller' } });
    expect((await inject('GET', `/v1/users/${user.id}`, token)).statusCode).toBe(401);
  });
});

describe('editing one’s own account', () => {
  it('requires the current password, and a right one', async () => {
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    const missing = await inject('PUT', `/v1/users/${user.id}`, token, { user: { phone: '3001231234' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([messages.currentPasswordRequired]);
    const wrong = await inject('PUT', `/v1/users/${user.id}`, token, { user: { phone: '3001231234', current_password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([messages.currentPasswordWrong]);
    expect((await inject('GET', `/v1/users/${user.id}`, session.admin)).json().phone).toBe('6011234567');
  });

  it('an operator changes only contact data: role, hour value, enabled and names are ignored', async () => {
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    const response = await inject('PUT', `/v1/users/${user.id}`, token, {
      user: {
        mobile: '3110000000',
        address: 'Carrera 7',
        role: 'administrator',
        hour_value: 999999,
        enabled: true,
        first_name: 'Hacker',
        username: 'root',
        current_password: user.password,
      },
    });
    expect(response.statusCode).toBe(200);
    const stored = (await inject('GET', `/v1/users/${user.id}`, session.admin)).json();
    expect(stored).toMatchObject({
      mobile: '3110000000',
      address: 'Carrera 7',
      role: 'operator',
      hour_value: 12500.5,
      first_name: 'Ana',
      username: user.username,
    });
    expect(response.json()).not.toHaveProperty('hour_value');
  });

  it('a new password ends other sessions, hands back a fresh token and is the one that signs in', async () => {
    const user = await createUser(session.app, session.admin);
    const oldToken = await tokenFor(session.app, user.username, user.password);
    const otherDevice = await tokenFor(session.app, user.username, user.password);
    const response = await inject('PUT', `/v1/users/${user.id}`, oldToken, {
      user: { password: 'nueva-clave-9', password_confirmation: 'nueva-clave-9', current_password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().jwt as string;
    expect(fresh).toBeTruthy();
    expect((await inject('GET', `/v1/users/${user.id}`, otherDevice)).statusCode).toBe(401);
    expect((await inject('GET', `/v1/users/${user.id}`, fresh)).statusCode).toBe(200);
    expect((await signIn(session.app, user.username, user.password)).statusCode).toBe(401);
    expect((await signIn(session.app, user.username, 'nueva-clave-9')).statusCode).toBe(200);
  });

  it('a mismatched confirmation changes nothing', async () => {
    const user = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, user.username, user.password);
    const response = await inject('PUT', `/v1/users/${user.id}`, token, {
      user: { password: 'nueva-clave-9', password_confirmation: 'otra-clave-9', current_password: user.password },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password_confirmation).toEqual([messages.passwordMismatch]);
    expect((await signIn(session.app, user.username, user.password)).statusCode).toBe(200);
  });
});

describe('administrators editing others', () => {
  it('edits every field, and refuses invalid ones without changing anything', async () => {
    const user = await createUser(session.app, session.admin);
    const ok = await inject('PUT', `/v1/users/${user.id}`, session.admin, {
      user: { first_name: 'Beatriz', hour_value: 15000.123456, birthdate: '1990-05-17' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Beatriz', hour_value: 15000.123456, birthdate: '1990-05-17' });
    const bad = await inject('PUT', `/v1/users/${user.id}`, session.admin, { user: { first_name: 'Carla', phone: '123456789012' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toEqual([messages.tooLong(10)]);
    expect((await inject('GET', `/v1/users/${user.id}`, session.admin)).json().first_name).toBe('Beatriz');
  });
});
