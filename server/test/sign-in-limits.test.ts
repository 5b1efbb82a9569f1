import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AuditEventsPageResponse } from '@tintero/domain';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, signIn, tokenFor, type TestContext } from './helpers';

/**
 * The sign-in limit (issue 8, item 1): an outside probe rotated `X-Forwarded-For` and guessed ~31
 * passwords a second on `admin`. Failed attempts are now limited per username across all
 * addresses and per address across all usernames, and the address is the socket's unless
 * TRUST_PROXY says a proxy sets the header. SIGN_IN_RATE_LIMIT is 5 here: 5 failures per name, 15
 * per address, per minute. Each test uses its own names and addresses, so one app serves them all.
 */
let direct: TestContext;
let proxied: TestContext;
let adminToken = '';
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestApp({ SIGN_IN_RATE_LIMIT: '5' }),
    createTestApp({ SIGN_IN_RATE_LIMIT: '5', TRUST_PROXY: 'true' }),
  ]);
  adminToken = await tokenFor(direct.app, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});
const someone = () => createUser(direct.app, adminToken);

const statuses = async (attempts: Array<() => ReturnType<typeof signIn>>) => {
  const result: number[] = [];
  for (const attempt of attempts) result.push((await attempt()).statusCode);
  return result;
};
const times = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));

describe('sign-in limit', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set: rotating it gains no attempts', async () => {
    // Different names each time, so only the per-address limit can stop them.
    const spray = (app: TestContext['app'], prefix: string) =>
      statuses(times(25, (i) => () => signIn(app, `${prefix}${i}`, 'bad', { 'x-forwarded-for': `203.0.113.${i + 1}` }, '192.0.2.1')));
    const direct25 = await spray(direct.app, 'rotando');
    expect(direct25.slice(0, 15)).toEqual(times(15, () => 401));
    expect(direct25.slice(15)).toEqual(times(10, () => 429));
    // Behind a configured proxy the header is the client's address: 25 addresses, none over its limit.
    expect(await spray(proxied.app, 'detras')).toEqual(times(25, () => 401));
  });

  it('limits one username across every address, with a Retry-After and a Spanish message', async () => {
    const { app } = proxied;
    const answers = await statuses(times(8, (i) => () => signIn(app, 'admin', `bad${i}`, {}, `198.51.100.${i + 1}`)));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const refused = await signIn(app, 'ADMIN', 'bad-again', { 'x-forwarded-for': '192.0.2.77' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.http.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address across every username (password spraying)', async () => {
    const { app } = direct;
    const user = await someone();
    const sprayer = '198.51.100.9';
    const names = [user.username, ...times(15, (i) => `persona${i}`)];
    const answers = await statuses(names.map((name) => () => signIn(app, name, 'Verano2026', {}, sprayer)));
    expect(answers.slice(0, 15)).toEqual(times(15, () => 401));
    expect(answers[15]).toBe(429);
    // Even the right password is refused from that address, and the names it tried are not locked.
    expect((await signIn(app, user.username, user.password, {}, sprayer)).statusCode).toBe(429);
    expect((await signIn(app, user.username, user.password, {}, '198.51.100.10')).statusCode).toBe(200);
  });

  it('a correct password does not lift a lock-out, not even from another address', async () => {
    const { app } = direct;
    const user = await someone();
    await statuses(times(5, (i) => () => signIn(app, user.username, `bad${i}`, {}, '203.0.113.50')));
    expect((await signIn(app, user.username, user.password, {}, '203.0.113.51')).statusCode).toBe(429);
    expect((await signIn(app, user.username, user.password, {}, '203.0.113.50')).statusCode).toBe(429);
  });

  it('does not count successful sign-ins: a shift change on one address is never locked out', async () => {
    const { app } = direct;
    const user = await someone();
    const answers = await statuses(times(8, () => () => signIn(app, user.username, user.password, {}, '10.0.0.5')));
    expect(answers).toEqual(times(8, () => 200));
  });

  it('counts parallel guesses before their passwords are checked', async () => {
    const { app } = direct;
    const answers = await Promise.all(times(20, (i) => signIn(app, 'paralelo', `bad${i}`, {}, `203.0.113.${i + 100}`)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });
});

/**
 * The same budget on a guessed `current_password` (issue 20, item 4): a stolen session could guess
 * the password on `PUT /users/{own id}` without limit (25 wrong guesses, 25 × 422). Each wrong guess
 * now spends a point of the name's sign-in budget (5 a minute here), answers 429 with Retry-After
 * past it, and is an audit event; nothing about the account changes.
 */
describe('current_password limit', () => {
  const editOwn = (user: { id: number }, token: string, currentPassword: string) =>
    direct.app.inject({
      method: 'PUT',
      url: `/v1/users/${user.id}`,
      headers: bearer(token),
      payload: { user: { mobile: '3001112233', current_password: currentPassword } },
    });

  it('refuses guesses past the sign-in limit with 429 and Retry-After, records each one, and changes nothing', async () => {
    const user = await someone();
    const token = await tokenFor(direct.app, user.username, user.password);
    const answers: number[] = [];
    for (let guess = 0; guess < 25; guess++) answers.push((await editOwn(user, token, `adivina-${guess}`)).statusCode);
    expect(answers).toEqual([...times(5, () => 422), ...times(20, () => 429)]);

    const refused = await editOwn(user, token, user.password);
    expect(refused.statusCode, 'even the right password while locked').toBe(429);
    expect(refused.json()).toEqual({ message: messages.http.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // One budget per name: the sign-in screen is locked too.
    expect((await signIn(direct.app, user.username, user.password, {}, '203.0.113.90')).statusCode).toBe(429);

    const account = await direct.app.inject({ method: 'GET', url: `/v1/users/${user.id}`, headers: bearer(adminToken) });
    expect(account.json().mobile).not.toBe('3001112233');
    const trail = await direct.app.inject({
      method: 'GET',
      url: `/v1/audit_events?record_type=users&record_id=${user.id}&per_page=100`,
      headers: bearer(adminToken),
    });
    const events = (trail.json() as AuditEventsPageResponse).data.filter((event) => event.action !== 'created');
    const actions = events.map((event) => event.action).sort();
    expect(actions).toEqual([...times(5, () => 'password_check_failed'), 'locked_out', 'sign_in'].sort());
    expect(events.find((event) => event.action === 'password_check_failed')).toMatchObject({ user_id: user.id, record_id: user.id });
    expect(events.find((event) => event.action === 'locked_out')).toMatchObject({ user_id: user.id, changes: { lock: [null, 'usuario'] } });
  });

  it('does not count a right current password (as a sign-in, it gives its own point back)', async () => {
    const user = await someone();
    const token = await tokenFor(direct.app, user.username, user.password);
    const wrong = () => editOwn(user, token, 'mala');
    const answers: number[] = [];
    for (const attempt of [wrong, wrong, wrong, wrong, () => editOwn(user, token, user.password), wrong, wrong]) {
      answers.push((await attempt()).statusCode);
    }
    expect(answers).toEqual([422, 422, 422, 422, 200, 422, 429]);
  });
});
