import { sql } from 'drizzle-orm';
import { messages } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { pgCode } from '../../lib/pg-errors';

/**
 * Each value a change sends fits its column (the schemas see to it), but the totals of an order
 * add many of them up. A total beyond numeric(20,6), or seconds beyond integer (22003), refuses
 * the change with a 422 rather than failing it with a 500; the transaction rolls back.
 */
export async function withinTotalsLimits<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === '22003')
      throw unprocessable({ base: [messages.productionOrders.totalsTooLarge] }, messages.productionOrders.totalsTooLarge);
    throw error;
  }
}

/**
 * The cost roll-up of DESIGN §7.1: one function, called inside the transaction of every change
 * that moves an order's costs or times, so the stored totals are never stale. Sums run in SQL on
 * numeric(20,6): no float accumulates anywhere.
 */
export async function recomputeOrderCosts(tx: Executor, orderId: number) {
  await withinTotalsLimits(() =>
    tx.execute(sql`
    UPDATE production_orders po SET
      supplies_cost = COALESCE((SELECT sum(su.value) FROM supplies_used su WHERE su.production_order_id = po.id), 0),
      leftovers_value = COALESCE((SELECT sum(l.value) FROM leftovers l WHERE l.production_order_id = po.id), 0),
      labor_cost = COALESCE((SELECT sum(a.value) FROM activities a WHERE a.production_order_id = po.id AND NOT a.was_made_by_third), 0),
      cost_work_third_party = COALESCE((SELECT sum(a.value) FROM activities a WHERE a.production_order_id = po.id AND a.was_made_by_third), 0)
        + COALESCE((SELECT sum(es.value) FROM external_services es WHERE es.production_order_id = po.id), 0),
      machinery_cost = COALESCE((SELECT sum(a.machinery_cost) FROM activities a WHERE a.production_order_id = po.id), 0),
      estimated_total_time = COALESCE((SELECT sum(a.total_estimated_production_time) FROM activities a WHERE a.production_order_id = po.id), 0),
      total_labor_time = COALESCE((SELECT sum(a.time_spent) FROM activities a WHERE a.production_order_id = po.id), 0),
      updated_at = now()
    WHERE po.id = ${orderId}`),
  );
}

/**
 * Recomputes every activity of the order from its intervals (time spent, labour value unless made
 * by a third party, machinery cost = minutes / 60 × the machine's hour cost), then the order.
 * `PUT /production_orders/{id}/recalculate_costs` runs this; running it twice changes nothing.
 */
export async function recalculateOrderFromScratch(tx: Executor, orderId: number) {
  await withinTotalsLimits(async () => {
    await tx.execute(sql`
    UPDATE activities a SET
      time_spent = COALESCE(w.minutes, 0),
      value = CASE WHEN a.was_made_by_third THEN a.value ELSE COALESCE(w.value, 0) END
    FROM (
      SELECT act.id, sum(i.minutes) AS minutes, sum(i.value) AS value
      FROM activities act
      LEFT JOIN activity_users au ON au.activity_id = act.id
      LEFT JOIN intervals i ON i.activity_user_id = au.id AND i.end_time IS NOT NULL
      WHERE act.production_order_id = ${orderId}
      GROUP BY act.id
    ) w
    WHERE a.id = w.id`);
    await tx.execute(sql`
    UPDATE activities a SET
      machinery_cost = round(a.time_spent / 60 * COALESCE(m.hour_cost, 0), 6)
    FROM activities x LEFT JOIN machines m ON m.id = x.machine_id
    WHERE x.id = a.id AND a.production_order_id = ${orderId}`);
  });
  await recomputeOrderCosts(tx, orderId);
}
