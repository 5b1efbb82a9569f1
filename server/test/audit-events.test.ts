import { describe, expect, it } from 'vitest';
import { auditMessages, messages, type AuditEventResponse, type AuditEventsPageResponse } from '@tintero/domain';
import { todayIn } from '../src/lib/dates';
import { bearer, createUser, signIn, tokenFor, withAdministrator } from './helpers';
import { createOrder } from './supply-helpers';

/**
 * GET /v1/audit_events (docs/decisions/020): the trail as administrators read it, and the
 * sign-ins, failures and lock-outs written even though the sign-in fails. SIGN_IN_RATE_LIMIT is 2
 * here: the third failure in a minute locks the name out.
 */

const session = withAdministrator({ SIGN_IN_RATE_LIMIT: '2', APP_TIME_ZONE: 'America/Bogota' });
const today = todayIn('America/Bogota');

async function trail(query: string, token = session.admin): Promise<AuditEventsPageResponse> {
  const response = await session.app.inject({ method: 'GET', url: `/v1/audit_events?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const PASSWORD_ACTIONS = new Set(['sign_in', 'sign_in_failed', 'locked_out', 'password_check_failed']);
/** The password events of an account (`record_id`), or of names that are nobody's (null). */
const passwordEvents = async (accountId: number | null) =>
  (await trail('record_type=users&per_page=100')).data.filter(
    (event) => PASSWORD_ACTIONS.has(event.action) && event.record_id === accountId,
  );

describe('sign-ins', () => {
  it('records a sign-in, a failed one with the account and the address, and a lock-out once, never the name typed', async () => {
    const user = await createUser(session.app, session.admin);
    expect((await signIn(session.app, user.username, user.password, {}, '198.51.100.7')).statusCode).toBe(200);
    expect((await signIn(session.app, user.username, 'no-es-la-clave', {}, '198.51.100.8')).statusCode).toBe(401);
    // A password typed into the name box (issue 20, item 3): only that the name was unknown, and its length.
    const typedPassword = 'Clave-Secreta-Ñandú-2026';
    expect((await signIn(session.app, typedPassword, 'x', {}, '198.51.100.9')).statusCode).toBe(401);

    const signedIn = (await passwordEvents(user.id)).find((event) => event.action === 'sign_in');
    expect(signedIn).toMatchObject({ action: 'sign_in', user_id: user.id, record_id: user.id, ip: '198.51.100.7', changes: {} });
    const failures = (await passwordEvents(user.id)).filter((event) => event.action === 'sign_in_failed');
    expect(failures).toEqual([expect.objectContaining({ user_id: null, record_id: user.id, ip: '198.51.100.8', changes: {} })]);
    expect((await passwordEvents(null)).filter((event) => event.ip === '198.51.100.9')).toEqual([
      expect.objectContaining({
        action: 'sign_in_failed',
        user_id: null,
        record_id: null,
        changes: { unknown_username_length: [null, typedPassword.length] },
      }),
    ]);
    const everything = JSON.stringify((await trail('per_page=100')).data);
    expect(everything).not.toContain(typedPassword);
    expect(everything.toLowerCase()).not.toContain('ñandú');

    // The second failure reaches the limit; the third attempt is refused and locks the name; later
    // refusals while locked are not written again (an attacker cannot fill the trail).
    expect((await signIn(session.app, user.username, 'otra-mala', {}, '198.51.100.8')).statusCode).toBe(401);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(session.app, user.username, user.password, {}, '198.51.100.8')).statusCode).toBe(429);
    }
    const lockOuts = (await passwordEvents(user.id)).filter((event) => event.action === 'locked_out');
    expect(lockOuts).toEqual([expect.objectContaining({ record_id: user.id, ip: '198.51.100.8', changes: { lock: [null, 'usuario'] } })]);
  });

  it("records a lock-out of a name that is nobody's by its length only", async () => {
    const typed = 'nadie-se-llama-asi';
    for (let attempt = 0; attempt < 3; attempt++) await signIn(session.app, typed, 'x', {}, '198.51.100.20');
    const lockOut = (await passwordEvents(null)).find((event) => event.action === 'locked_out' && event.ip === '198.51.100.20');
    expect(lockOut?.changes).toEqual({ unknown_username_length: [null, typed.length], lock: [null, 'usuario'] });
  });
});

describe('the list', () => {
  it("pages newest first with the user's name, and filters by record (with its parts), user and days", async () => {
    const orders = [
      await createOrder(session.app, session.admin),
      await createOrder(session.app, session.admin),
      await createOrder(session.app, session.admin),
    ];
    const firstPage = await trail('record_type=production_orders&per_page=2');
    expect(firstPage).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(firstPage.data.map((event) => event.record_id)).toEqual([orders[2]!.id, orders[1]!.id]);
    expect(firstPage.data[0]).toMatchObject({ action: 'created', user_name: expect.stringMatching(/\S+ \S+/) });
    const secondPage = await trail('record_type=production_orders&per_page=2&page=2');
    expect(secondPage.data.map((event) => event.record_id)).toEqual([orders[0]!.id]);

    const order = orders[0]!;
    const used = await session.app.inject({
      method: 'PUT',
      url: `/v1/production_orders/${order.id}`,
      headers: bearer(session.admin),
      payload: { production_order: { observation: 'Urgente' } },
    });
    expect(used.statusCode, used.body).toBe(200);
    const history = await trail(`record_type=production_orders&record_id=${order.id}`);
    expect(history.data.map((event: AuditEventResponse) => [event.action, event.changes.observation ?? null])).toEqual([
      ['updated', [null, 'Urgente']],
      ['created', null],
    ]);

    const adminId = firstPage.data[0]!.user_id!;
    const byAdmin = await trail(`user_id=${adminId}&per_page=100`);
    expect(byAdmin.data.every((event) => event.user_id === adminId)).toBe(true);
    expect((await trail(`user_id=${adminId + 1000}`)).total).toBe(0);

    expect((await trail(`record_type=production_orders&from_date=${today}&to_date=${today}`)).total).toBe(3 + 1);
    expect((await trail(`record_type=production_orders&to_date=2020-01-01`)).total).toBe(0);
    expect((await trail(`record_type=production_orders&from_date=2099-01-01`)).total).toBe(0);
  });

  it('answers 422 in Spanish, naming the field, for a bad filter', async () => {
    const cases: [string, string, string][] = [
      ['record_type=pedidos', 'record_type', auditMessages.invalidRecordType],
      ['record_id=4', 'record_type', auditMessages.recordIdNeedsType],
      ['record_type=users&record_id=cero', 'record_id', messages.invalid],
      ['per_page=101', 'per_page', messages.tooLarge('100')],
      ['page=0', 'page', messages.tooSmall(1)],
      ['from_date=2026-13-01', 'from_date', messages.invalidDate],
      ['from_date=2026-03-02&to_date=2026-03-01', 'to_date', auditMessages.dateOrder],
    ];
    for (const [query, field, message] of cases) {
      const response = await session.app.inject({ method: 'GET', url: `/v1/audit_events?${query}`, headers: bearer(session.admin) });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[field], query).toEqual([message]);
    }
  });

  it('is for administrators only', async () => {
    const operator = await createUser(session.app, session.admin, { role: 'operator' });
    const token = await tokenFor(session.app, operator.username, operator.password);
    expect((await session.app.inject({ method: 'GET', url: '/v1/audit_events', headers: bearer(token) })).statusCode).toBe(403);
  });
});
