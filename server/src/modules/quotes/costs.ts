import { eq, sql } from 'drizzle-orm';
import Big from 'big.js';
import { AMOUNT_LIMIT, quoteMessages, quoteOptionCosts, roundMoney } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { machines, quoteActivities, quoteExternalServices, quoteOptions, quoteSupplies, supplies } from '../../db/schema';
import { unprocessable } from '../../lib/http-errors';
import { standardHourRate } from '../settings/queries';

/**
 * An option's costs (DESIGN §12.1), recomputed in the transaction of every change to it: the
 * domain's `quoteOptionCosts` over its planned work, read as exact text (never summed in floats),
 * with the machines' current hour costs, the supplies' current average unit values and the
 * workshop's standard hour rate. Each activity keeps its share and each planned supply its value,
 * so the answer reads them as stored and a sent quote keeps the price the client saw until changed.
 */
export async function recomputeOption(tx: Executor, optionId: number) {
  const [option] = await tx
    .select({
      quantity: quoteOptions.quantity,
      markup_percent: sql<string | null>`${quoteOptions.markup_percent}::text`,
      typed_price: sql<string | null>`${quoteOptions.typed_price}::text`,
    })
    .from(quoteOptions)
    .where(eq(quoteOptions.id, optionId));
  if (!option) return;
  const rate = await standardHourRate(tx);
  const activityRows = await tx
    .select({
      id: quoteActivities.id,
      seconds: quoteActivities.total_estimated_production_time,
      machine_hour_cost: sql<string | null>`${machines.hour_cost}::text`,
      was_made_by_third: quoteActivities.was_made_by_third,
      value: sql<string | null>`${quoteActivities.value}::text`,
    })
    .from(quoteActivities)
    .leftJoin(machines, eq(machines.id, quoteActivities.machine_id))
    .where(eq(quoteActivities.option_id, optionId));
  const supplyRows = await tx
    .select({
      id: quoteSupplies.id,
      quantity: sql<string>`${quoteSupplies.quantity}::text`,
      unit_value: sql<string>`${supplies.unit_value}::text`,
    })
    .from(quoteSupplies)
    .innerJoin(supplies, eq(supplies.id, quoteSupplies.supply_id))
    .where(eq(quoteSupplies.option_id, optionId));
  const serviceRows = await tx
    .select({ value: sql<string>`${quoteExternalServices.value}::text` })
    .from(quoteExternalServices)
    .where(eq(quoteExternalServices.option_id, optionId));

  const costs = quoteOptionCosts({
    quantity: option.quantity,
    standard_hour_rate: rate,
    activities: activityRows,
    supplies: supplyRows,
    external_services: serviceRows,
    markup_percent: option.markup_percent,
    price: option.typed_price,
  });
  if (costs.price >= AMOUNT_LIMIT || costs.cost_total >= AMOUNT_LIMIT) {
    throw unprocessable({ price: [quoteMessages.totalTooLarge] }, quoteMessages.totalTooLarge);
  }

  for (const activity of activityRows) {
    const share = quoteOptionCosts({
      quantity: 1,
      standard_hour_rate: rate,
      activities: [activity],
      supplies: [],
      external_services: [],
      markup_percent: null,
      price: null,
    });
    await tx
      .update(quoteActivities)
      .set({ labour_cost: share.labour_cost, machinery_cost: share.machinery_cost })
      .where(eq(quoteActivities.id, activity.id));
  }
  for (const supply of supplyRows) {
    await tx
      .update(quoteSupplies)
      .set({
        unit_value: Number(supply.unit_value),
        total_value: roundMoney(new Big(supply.quantity).times(supply.unit_value).toString()),
      })
      .where(eq(quoteSupplies.id, supply.id));
  }
  await tx
    .update(quoteOptions)
    .set({
      labour_cost: costs.labour_cost,
      machinery_cost: costs.machinery_cost,
      supplies_cost: costs.supplies_cost,
      third_party_cost: costs.third_party_cost,
      cost_total: costs.cost_total,
      price: costs.price,
      unit_price: costs.unit_price,
      estimated_total_time: activityRows.reduce((sum, activity) => sum + activity.seconds, 0),
      updated_at: sql`now()`,
    })
    .where(eq(quoteOptions.id, optionId));
}
