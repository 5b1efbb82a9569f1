import Big from 'big.js';
import { z } from 'zod';
import { messages } from './messages';
import { roundMoney } from './money';
import { fitsAmount, integer, money, optionalText, requiredDate, requiredText, safeString } from './schema-helpers';

export const PRODUCTION_ORDER_STATUSES = ['in_review', 'developing', 'finished', 'cancelled'] as const;
export type ProductionOrderStatus = (typeof PRODUCTION_ORDER_STATUSES)[number];

/** At creation only these may be chosen (spec part 1 §4). */
export const INITIAL_ORDER_STATUSES = ['in_review', 'developing'] as const satisfies readonly ProductionOrderStatus[];
/** Terminal: afterwards the order and everything under it refuse writes (DESIGN §7.2). */
export const CLOSED_ORDER_STATUSES = ['finished', 'cancelled'] as const satisfies readonly ProductionOrderStatus[];

export const isOrderClosed = (status: string | null | undefined) => status === 'finished' || status === 'cancelled';

/** Statuses a form may offer: new orders start in review or developing; existing ones may also end. */
export function allowedOrderStatuses(isNew: boolean): readonly ProductionOrderStatus[] {
  return isNew ? INITIAL_ORDER_STATUSES : PRODUCTION_ORDER_STATUSES;
}

/** Badge colours for every status label of the product (spec part 1 §4). */
export function statusColor(status: string | null | undefined): 'red' | 'green' | 'blue' | 'gray' | 'yellow' {
  switch (status) {
    case 'cancelled':
      return 'red';
    case 'finished':
    case 'approved':
    case 'closed':
      return 'green';
    case 'developing':
      return 'blue';
    case 'pending':
      return 'gray';
    default:
      return 'yellow';
  }
}

export const CONTRACT_NUMBER_MAX_LENGTH = 11;
export const ORDER_OBSERVATION_MAX = 1024;

const contractNumber = z
  .union(
    [
      safeString().trim().regex(/^\d*$/, messages.invalid).max(CONTRACT_NUMBER_MAX_LENGTH, messages.tooLong(CONTRACT_NUMBER_MAX_LENGTH)),
      z
        .number({ error: messages.invalid })
        .int(messages.invalid)
        .min(0, messages.tooSmall(0))
        .max(99_999_999_999, messages.tooLong(CONTRACT_NUMBER_MAX_LENGTH)),
      z.null(),
    ],
    { error: messages.invalid },
  )
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : String(value)));

const orderShape = {
  client: requiredText(256),
  contract_number: contractNumber,
  reference: requiredText(256),
  quantity: integer({ min: 1, error: messages.required }),
  actual_amount: integer({ min: 0 })
    .nullish()
    .transform((value) => value ?? null),
  unit_value: money(0),
  delivery_day: requiredDate(),
  observation: optionalText(ORDER_OBSERVATION_MAX),
  status: z.enum(PRODUCTION_ORDER_STATUSES, { error: messages.required }),
};

/** `finished` needs the amount actually produced (spec part 1 §4). */
function finishedNeedsActualAmount(
  value: { status?: string | undefined; actual_amount?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.status === 'finished' && (value.actual_amount === null || value.actual_amount === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['actual_amount'], message: messages.productionOrders.actualAmountRequired });
  }
}

/** The contract value (quantity × unit value) is stored in numeric(20,6) too. */
export const contractValueFits = (quantity: number, unitValue: number) => fitsAmount(contractValue(quantity, unitValue));

function contractValueWithinLimit(value: { quantity?: number | undefined; unit_value?: number | undefined }, ctx: z.RefinementCtx) {
  const { quantity, unit_value: unitValue } = value;
  // Each factor beyond its own limit is reported on its own field already.
  if (typeof quantity !== 'number' || typeof unitValue !== 'number' || !fitsAmount(quantity) || !fitsAmount(unitValue)) return;
  if (!contractValueFits(quantity, unitValue)) {
    ctx.addIssue({ code: 'custom', path: ['unit_value'], message: messages.productionOrders.contractValueTooLarge });
  }
}

/** The rules across fields of a whole order. */
function orderRules(
  value: Parameters<typeof finishedNeedsActualAmount>[0] & Parameters<typeof contractValueWithinLimit>[0],
  ctx: z.RefinementCtx,
) {
  finishedNeedsActualAmount(value, ctx);
  contractValueWithinLimit(value, ctx);
}

export const productionOrderCreateSchema = z
  .object({
    ...orderShape,
    status: z.enum(INITIAL_ORDER_STATUSES, { error: messages.productionOrders.initialStatus }).default('in_review'),
  })
  .superRefine(orderRules);

/** Every field optional; the server merges with the stored order before checking `finished`. */
export const productionOrderUpdateSchema = z.object(orderShape).partial();

/** The form validates the whole record, new or existing, with the status rule. */
export const productionOrderFormSchema = z.object(orderShape).superRefine(orderRules);
export const checkFinishedNeedsActualAmount = finishedNeedsActualAmount;

export type ProductionOrderCreate = z.output<typeof productionOrderCreateSchema>;
export type ProductionOrderUpdate = z.output<typeof productionOrderUpdateSchema>;

/** The stored totals the server keeps current (DESIGN §7.1). */
export interface OrderCostTotals {
  supplies_cost: number;
  leftovers_value: number;
  machinery_cost: number;
  labor_cost: number;
  cost_work_third_party: number;
}

const big = (value: number | string | null | undefined) => new Big(value ?? 0);

/** contract value = quantity × unit value. */
export const contractValue = (quantity: number, unitValue: number) => roundMoney(big(quantity).times(big(unitValue)).toString());

/** total supplies = supplies cost − leftovers value. */
export const totalSupplies = (o: Pick<OrderCostTotals, 'supplies_cost' | 'leftovers_value'>) =>
  roundMoney(big(o.supplies_cost).minus(big(o.leftovers_value)).toString());

/** total labour = machinery cost + labour cost + third-party work cost. */
export const totalLabor = (o: Pick<OrderCostTotals, 'machinery_cost' | 'labor_cost' | 'cost_work_third_party'>) =>
  roundMoney(big(o.machinery_cost).plus(big(o.labor_cost)).plus(big(o.cost_work_third_party)).toString());

/** total cost = supplies + labour + third party + machinery − leftovers. */
export const totalCost = (o: OrderCostTotals) => roundMoney(exactTotalCost(o).toString());

/** The unrounded total cost, so derived values round once, at the end. */
function exactTotalCost(o: OrderCostTotals) {
  return big(o.supplies_cost)
    .minus(big(o.leftovers_value))
    .plus(big(o.machinery_cost))
    .plus(big(o.labor_cost))
    .plus(big(o.cost_work_third_party));
}

/** real unit cost = total cost / actual amount; 0 when the amount is 0 or empty. */
export function realUnitCost(o: OrderCostTotals & { actual_amount: number | null | undefined }): number {
  if (!o.actual_amount) return 0;
  return roundMoney(exactTotalCost(o).div(o.actual_amount).toString());
}

/**
 * The derived values shown with an order, computed alike on both ends. Same formulas as above,
 * each intermediate computed once (the month list runs this for a thousand rows).
 */
export function orderDerivedValues(o: OrderCostTotals & { actual_amount: number | null | undefined }) {
  const supplies = big(o.supplies_cost).minus(big(o.leftovers_value));
  const labor = big(o.machinery_cost).plus(big(o.labor_cost)).plus(big(o.cost_work_third_party));
  const cost = supplies.plus(labor);
  return {
    total_supplies: roundMoney(supplies.toString()),
    total_labor: roundMoney(labor.toString()),
    total_cost: roundMoney(cost.toString()),
    unit_real_cost: o.actual_amount ? roundMoney(cost.div(o.actual_amount).toString()) : 0,
  };
}
