import { eq, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { externalServices, leftovers, suppliesUsed } from '../src/db/schema';
import { bearer, createUser, tokenFor, withAdministrator, type AdministratorSession } from './helpers';
import { entriesOf, stockOf } from './supply-helpers';

/**
 * The set-up of the order-supplies tests (supplies used, leftovers, external services): the
 * administrator, an operator who works on nothing yet, and the calls and checks they share.
 */
export function orderSuppliesSession() {
  const session = withAdministrator() as AdministratorSession & { operator: string; operatorId: number };
  beforeAll(async () => {
    const user = await createUser(session.app, session.admin);
    session.operatorId = user.id;
    session.operator = await tokenFor(session.app, user.username, user.password);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = session.admin) =>
    session.app.inject({ method, url, headers: bearer(token), payload });

  const orderOf = async (id: number) => (await call('GET', `/v1/production_orders/${id}`)).json();

  /** Everything a refused write must leave as it was. */
  async function snapshot(orderId: number, supplyId: number) {
    const order = await orderOf(orderId);
    return {
      stock: await stockOf(session.app, supplyId),
      entries: (await entriesOf(session.app, supplyId)).length,
      used: await session.app.db.$count(suppliesUsed, eq(suppliesUsed.production_order_id, orderId)),
      leftovers: await session.app.db.$count(leftovers, eq(leftovers.production_order_id, orderId)),
      services: await session.app.db.$count(externalServices, eq(externalServices.production_order_id, orderId)),
      costs: [order.supplies_cost, order.leftovers_value, order.cost_work_third_party],
    };
  }

  /** Moves a record's creation back in time, out of its 1-hour edit window. */
  const age = (table: typeof suppliesUsed | typeof leftovers, id: number, interval = '2 hours') =>
    session.app.db
      .update(table)
      .set({ created_at: sql`now() - ${interval}::interval` })
      .where(eq(table.id, id));

  return { session, call, orderOf, snapshot, age };
}
