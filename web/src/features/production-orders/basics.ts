import type { ProductionOrderBasics } from '../../lib/production-order-extensions';
import type { ProductionOrder, ShortProductionOrder } from './types';

/** The part of an order every tab, section and print table receives. */
export function basicsOf(order: ProductionOrder | ShortProductionOrder): ProductionOrderBasics {
  const { id, reference, client, quantity, delivery_day, observation, status } = order;
  return { id, reference, client, quantity, delivery_day, observation, status };
}
