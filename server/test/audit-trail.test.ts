import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, productionOrders } from '../src/db/schema';
import { inTransaction } from '../src/lib/transaction';
import { caller } from './activity-fixtures';
import { bearer, createUser, onPostgres, withAdministrator } from './helpers';
import { buy } from './purchase-helpers';
import { createOrder, createSupply } from './supply-helpers';
import { dieCut, workshop, activityUserOf, createOperator } from './work-fixtures';

/**
 * The audit trail as the database writes it (docs/decisions/020): every change to an audited table
 * leaves one event with who, from where and each field before and after, in the change's own
 * transaction; the trail itself refuses to change. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const session = withAdministrator();
let adminId: number;
let call: ReturnType<typeof caller>;

type Event = typeof auditEvents.$inferSelect;

/** The events of one record, oldest first. */
const eventsOf = async (recordType: string, recordId: number): Promise<Event[]> =>
  session.app.db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.record_type} = ${recordType} AND ${auditEvents.record_id} = ${recordId}`)
    .orderBy(auditEvents.id);

const lastEventOf = async (recordType: string, recordId: number) => (await eventsOf(recordType, recordId)).at(-1)!;

const ADDRESS = '192.0.2.44';

beforeAll(async () => {
  adminId = (await session.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(session.admin) })).json()[0].id;
  call = (method, url, payload, as = session.admin) =>
    session.app.inject({
      method,
      url,
      headers: bearer(as),
      payload: payload as Record<string, unknown> | undefined,
      remoteAddress: ADDRESS,
    });
});

describe('production orders', () => {
  it('records the creation, each edited field before and after, and the cancellation, with who and from where', async () => {
    const created = await call('POST', '/v1/production_orders', {
      production_order: {
        client: 'Litografía Andina',
        reference: 'Plegable',
        quantity: 100,
        unit_value: 500,
        delivery_day: '2030-01-10',
        status: 'in_review',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const [creation] = await eventsOf('production_orders', id);
    expect(creation).toMatchObject({ action: 'created', user_id: adminId, ip: ADDRESS, record_id: id });
    expect(creation!.changes).toMatchObject({ client: [null, 'Litografía Andina'], quantity: [null, 100], status: [null, 'in_review'] });
    // Recomputed totals and bookkeeping are not the user's doing: they are left out.
    expect(creation!.changes).not.toHaveProperty('labor_cost');
    expect(creation!.changes).not.toHaveProperty('updated_at');

    expect(
      (await call('PUT', `/v1/production_orders/${id}`, { production_order: { client: 'Litografía del Sur', quantity: 120 } })).statusCode,
    ).toBe(200);
    const update = await lastEventOf('production_orders', id);
    expect(update.action).toBe('updated');
    expect(update.changes).toEqual({
      client: ['Litografía Andina', 'Litografía del Sur'],
      quantity: [100, 120],
      contract_value: [50000, 60000],
    });

    const cancelled = await call('PUT', `/v1/production_orders/${id}`, { production_order: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = await lastEventOf('production_orders', id);
    expect(cancellation.action).toBe('cancelled');
    expect(cancellation.changes).toMatchObject({ status: ['in_review', 'cancelled'] });
  });

  it('writes nothing when the change rolls back: the event is part of the same transaction', async () => {
    const order = await createOrder(session.app, session.admin);
    const before = (await eventsOf('production_orders', order.id)).length;
    await expect(
      inTransaction(session.app.db, async (tx) => {
        await tx.update(productionOrders).set({ client: 'Nunca guardado' }).where(eq(productionOrders.id, order.id));
        throw new Error('the operation fails after writing');
      }),
    ).rejects.toThrow('the operation fails after writing');
    expect(await eventsOf('production_orders', order.id)).toHaveLength(before);
    // A request refused half-way (a purchase cancel that would leave stock negative) leaves none either.
    const supply = await createSupply(session.app, session.admin, { quantity: 0 });
    const purchase = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 10, total: 1000 }]);
    const used = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supply.id, quantity: 8 },
    });
    expect(used.statusCode, used.body).toBe(201);
    const refused = await call('PUT', `/v1/purchases/${purchase.id}`, { purchase: { status: 'cancelled' } });
    expect(refused.statusCode).toBe(422);
    expect((await eventsOf('purchases', purchase.id)).map((event) => event.action)).toEqual(['created']);
  });
});

describe('activities, workers and intervals', () => {
  it("records an activity's creation under its order, its workers' time and its finish, but not the totals rolled up from it", async () => {
    const shop = await workshop(session.app);
    const operator = await createOperator(session.app, session.admin, 30_000);
    const { orderId, activityIds } = await shop.orderWithActivities([[operator.id]]);
    const activityId = activityIds[0]!;
    const [creation] = await eventsOf('activities', activityId);
    expect(creation).toMatchObject({ action: 'created', user_id: adminId, parent_type: 'production_orders', parent_id: orderId });
    expect(creation!.changes).toMatchObject({ type: [null, 'die_cut'] });

    const activityUser = await activityUserOf(session.app, activityId, operator.id);
    const operatorCall = (method: 'POST' | 'PUT', url: string, payload?: object) => call(method, url, payload, operator.token);
    expect((await operatorCall('POST', `/v1/activity_users/${activityUser}/intervals/start`)).statusCode).toBe(201);
    expect(
      (await operatorCall('PUT', `/v1/activity_users/${activityUser}/intervals/finish_by_user`, { quantity_produced: 40 })).statusCode,
    ).toBe(200);

    const intervalEvents = await session.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.record_type, 'intervals'))
      .orderBy(auditEvents.id);
    const ofThisActivity = intervalEvents.filter((event) => event.parent_id === activityId);
    expect(ofThisActivity.map((event) => [event.action, event.user_id])).toEqual([
      ['created', operator.id],
      ['updated', operator.id],
    ]);
    expect(ofThisActivity[1]!.changes).toMatchObject({ end_time: [null, expect.any(String)], quantity_produced: [0, 40] });

    const activityEvents = await eventsOf('activities', activityId);
    // Started and paused are rolled up from the intervals; finishing is recorded.
    expect(activityEvents.map((event) => event.action)).toEqual(['created', 'finished']);
    expect(activityEvents[1]!.changes).toEqual({ status: ['developing', 'finished'] });
    const orderEvents = await eventsOf('production_orders', orderId);
    expect(orderEvents.map((event) => event.action)).toEqual(['created']);
    expect(dieCut.route).toBe('die_cuts');
  });
});

describe('supplies, purchases and inventories', () => {
  it('records a supply edited and disabled, a purchase with its details, and the counts and closing of an inventory', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 5 });
    expect((await call('PUT', `/v1/supplies/${supply.id}`, { supply: { stock_minimum: 3 } })).statusCode).toBe(200);
    const edit = await lastEventOf('supplies', supply.id);
    expect(edit).toMatchObject({ action: 'updated', user_id: adminId, ip: ADDRESS });
    expect(edit.changes).toEqual({ stock_minimum: [10, 3] });

    const purchase = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 4, total: 800 }]);
    const detailEvents = await session.app.db.select().from(auditEvents).where(eq(auditEvents.record_type, 'purchase_details'));
    expect(detailEvents.find((event) => event.parent_id === purchase.id)?.changes).toMatchObject({
      quantity: [null, 4],
      total: [null, 800],
    });
    // The stock the purchase moved is the kardex's business, not an edit of the supply.
    expect((await eventsOf('supplies', supply.id)).map((event) => event.action)).toEqual(['created', 'updated']);

    const created = await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 11 } });
    expect(created.statusCode, created.body).toBe(201);
    const inventary = created.json() as { id: number; details: { id: number; supply_id: number }[] };
    const detail = inventary.details.find((row) => row.supply_id === supply.id)!;
    const counted = await call('PUT', `/v1/inventaries/${inventary.id}/inventary_details/${detail.id}`, {
      inventary_detail: { quantity: 7 },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await lastEventOf('inventary_details', detail.id)).toMatchObject({
      action: 'updated',
      parent_type: 'inventaries',
      parent_id: inventary.id,
      changes: { quantity: [null, 7] },
    });
    expect((await call('PUT', `/v1/inventaries/${inventary.id}`, { inventary: { status: 'closed' } })).statusCode).toBe(200);
    expect((await eventsOf('inventaries', inventary.id)).map((event) => event.action)).toEqual(['created', 'closed']);

    const disabled = await call('DELETE', `/v1/supplies/${supply.id}`);
    expect(disabled.json().deleted).toBe(false);
    expect(await lastEventOf('supplies', supply.id)).toMatchObject({ action: 'disabled', changes: { status: [1, 0] } });
  });
});

describe('rules and users', () => {
  it("records a rule and its conditions, a user's password only as hidden, and disabling", async () => {
    const rule = await call('POST', '/v1/time_estimation_rules', {
      time_estimation_rule: {
        name: 'Troquel grande',
        activity: 'die_cut',
        time_before_production: 1800,
        estimated_production_time: 2,
        conditions: [{ field: 'number_of_hits', comparator: '>=', value: 1000 }],
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleId = rule.json().id as number;
    expect(
      (await call('PUT', `/v1/time_estimation_rules/${ruleId}`, { time_estimation_rule: { time_before_production: 900 } })).statusCode,
    ).toBe(200);
    expect((await lastEventOf('time_estimation_rules', ruleId)).changes).toEqual({ time_before_production: [1800, 900] });
    const conditionEvents = await session.app.db.select().from(auditEvents).where(eq(auditEvents.parent_id, ruleId));
    expect(conditionEvents.some((event) => event.record_type === 'time_estimation_rule_conditions')).toBe(true);

    const user = await createUser(session.app, session.admin);
    const creation = await lastEventOf('users', user.id);
    expect(creation).toMatchObject({ action: 'created', user_id: adminId });
    expect(creation.changes).toMatchObject({ password: [null, '[oculto]'], username: [null, user.username] });
    const changed = await call('PUT', `/v1/users/${user.id}`, {
      user: { password: 'otro-secreto-9', password_confirmation: 'otro-secreto-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const passwordEvent = await lastEventOf('users', user.id);
    expect(passwordEvent.changes).toEqual({ password: ['[oculto]', '[oculto]'] });
    expect(JSON.stringify(await eventsOf('users', user.id))).not.toMatch(/argon2/);

    expect((await call('DELETE', `/v1/users/${user.id}`)).statusCode).toBeLessThan(300);
    expect(await lastEventOf('users', user.id)).toMatchObject({ action: 'disabled', changes: { enabled: [true, false] } });
  });
});

describe('the trail itself', () => {
  it(`refuses UPDATE, DELETE and TRUNCATE (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const [event] = await session.app.db.select().from(auditEvents).limit(1);
    expect(event).toBeDefined();
    for (const statement of [
      sql`UPDATE audit_events SET action = 'updated', user_id = NULL WHERE id = ${event!.id}`,
      sql`DELETE FROM audit_events WHERE id = ${event!.id}`,
      sql`TRUNCATE audit_events`,
    ]) {
      await expect(session.app.db.execute(statement)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23001' }) });
    }
    const [still] = await session.app.db.select().from(auditEvents).where(eq(auditEvents.id, event!.id));
    expect(still).toEqual(event);
  });

  it(`skips recording under SET LOCAL tintero.audit = 'off' for the tables' owner only (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    // The suite's role owns the tables (PGlite's one user; the PostgreSQL suite's superuser): a
    // restore or the bench may keep made-up history out. Another role may not: postgres-roles.test.ts.
    const [order] = await session.app.db.select({ id: productionOrders.id }).from(productionOrders).limit(1);
    const before = (await eventsOf('production_orders', order!.id)).length;
    await session.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL tintero.audit = 'off'`);
      await tx.execute(sql`UPDATE production_orders SET client = 'Fuera del registro' WHERE id = ${order!.id}`);
    });
    expect(await eventsOf('production_orders', order!.id)).toHaveLength(before);
  });
});
