import Big from 'big.js';
import type { z } from 'zod';
import { roundMoney } from '../money';
import { MAX_INTEGER } from '../schema-helpers';
import type { ActivityDefinition, ActivityValues, AnyActivityDefinition } from './define';
import type { FieldMap } from './fields';
import { activityMessages } from './messages';

/**
 * The formulas and rules of an activity record, shared by the form and the server: the
 * validation with "today", computed quantities, the estimate, and what the screens colour.
 */

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The schema a form or the server validates one record with. `today` (YYYY-MM-DD, the server uses
 * APP_TIME_ZONE) makes "due date not earlier than today" checkable; on update, `currentDueDate`
 * (the stored one) is accepted even when past, so an old activity can still be edited.
 */
export function activityInputSchema<F extends FieldMap>(
  definition: ActivityDefinition<string, F>,
  context: { today: string; currentDueDate?: string | null },
): z.ZodType<ActivityValues<F>, unknown> {
  const schema = definition.schema.superRefine(
    (values, ctx) => {
      const dueDate = (values as { due_date?: unknown }).due_date;
      if (typeof dueDate === 'string' && ISO_DATE.test(dueDate) && dueDate < context.today && dueDate !== context.currentDueDate) {
        ctx.addIssue({ code: 'custom', path: ['due_date'], message: activityMessages.dueDateBeforeToday });
      }
      // The total estimate is stored in an integer column.
      if (totalEstimatedProductionTime(definition as unknown as AnyActivityDefinition, values as Record<string, unknown>) > MAX_INTEGER) {
        ctx.addIssue({ code: 'custom', path: ['estimated_production_time'], message: activityMessages.estimateTooLarge });
      }
    },
    { when: () => true },
  );
  // zod's inferred output of the generic shape loses the base fields; `ActivityValues` states them.
  return schema as unknown as z.ZodType<ActivityValues<F>, unknown>;
}

/** The quantity of a record: computed for pre-cut and impression, typed for the others. */
export function activityQuantity(definition: AnyActivityDefinition, values: Record<string, unknown>): number | null {
  if (definition.quantity.computed) {
    return definition.quantity.from.every((name) => isNumber(values[name])) ? definition.quantity.compute(values) : null;
  }
  return isNumber(values.quantity) ? values.quantity : null;
}

/**
 * The quantity the estimate multiplies and "quantity produced" is compared with: pre-cut uses
 * number_of_packages, every other type its quantity (impression: good sheets + leftovers).
 */
export function plannedQuantity(definition: AnyActivityDefinition, values: Record<string, unknown>): number | null {
  if (definition.estimateQuantityField === 'quantity') return activityQuantity(definition, values);
  const planned = values[definition.estimateQuantityField];
  return isNumber(planned) ? planned : null;
}

/**
 * total_estimated_production_time = time_before_production + estimated_production_time × planned
 * quantity (DESIGN §7.3), in whole seconds.
 */
export function totalEstimatedProductionTime(definition: AnyActivityDefinition, values: Record<string, unknown>): number {
  const before = isNumber(values.time_before_production) ? values.time_before_production : 0;
  const perUnit = isNumber(values.estimated_production_time) ? values.estimated_production_time : 0;
  const quantity = plannedQuantity(definition, values) ?? 0;
  return Math.round(Number(new Big(perUnit).times(quantity).plus(before).toString()));
}

/** Quantity produced is shown red when below the planned quantity (spec part 2 §2). */
export function isBelowPlanned(definition: AnyActivityDefinition, record: Record<string, unknown>): boolean {
  const planned = plannedQuantity(definition, record);
  const produced = isNumber(record.quantity_produced) ? record.quantity_produced : 0;
  return planned !== null && produced < planned;
}

/** Plasticized made by a third party: value / quantity, 0 when either is zero or empty. */
export function thirdPartyUnitValue(value: number | null | undefined, quantity: number | null | undefined): number {
  if (!value || !quantity) return 0;
  return roundMoney(new Big(value).div(quantity).toString());
}

/**
 * The values a time-estimation rule tests (DESIGN §7.7): the type's rule fields, booleans as 1/0.
 */
export function ruleFieldValues(
  definition: AnyActivityDefinition,
  values: Record<string, unknown>,
): Record<string, string | number | null> {
  const result: Record<string, string | number | null> = {};
  for (const { field } of definition.ruleFields) {
    const value = field === 'quantity' ? activityQuantity(definition, values) : values[field];
    result[field] = typeof value === 'boolean' ? (value ? 1 : 0) : typeof value === 'number' || typeof value === 'string' ? value : null;
  }
  return result;
}

/** A blank record for the "Add" button: the type's defaults (spec part 2 §3 Defaults). */
export function newActivityValues(definition: AnyActivityDefinition, productionOrderId?: number): Record<string, unknown> {
  const values: Record<string, unknown> = {
    production_order_id: productionOrderId ?? null,
    status: definition.defaults.status,
    quantity: null,
    quantity_produced: 0,
    observation: null,
    machine_id: null,
    was_made_by_third: false,
    third: null,
    value: definition.defaults.value,
    time_before_production: 0,
    estimated_production_time: 0,
    total_estimated_production_time: 0,
    time_spent: 0,
    due_date: null,
    users: [],
  };
  for (const [name, field] of Object.entries(definition.fields)) {
    values[name] = 'default' in field ? field.default : null;
  }
  return values;
}

/** Time-spent colour against the estimate (DESIGN §7.8): time spent is minutes, the estimate seconds. */
export function timeOverrunColor(
  estimatedSeconds: number | null | undefined,
  spentMinutes: number | null | undefined,
  toleranceSeconds: number,
): 'blue' | 'yellow' | 'red' {
  const over = (spentMinutes ?? 0) * 60 - (estimatedSeconds ?? 0);
  if (over <= 0) return 'blue';
  return over <= toleranceSeconds ? 'yellow' : 'red';
}

/** Empty status counts as pending (spec part 2 §3); time rules fill the form only then (§4). */
export const isPendingStatus = (status: string | null | undefined) => !status || status === 'pending';

/**
 * The buttons of an activity form (spec part 2 §2): Register for new records; Update unless
 * finished (a finished record made by a third party keeps it, never on colaminado); Finish for
 * existing records neither pending nor finished. The server enforces the same rules.
 */
export function activityFormButtons(
  definition: AnyActivityDefinition,
  record: { id?: number | null; status?: string | null; was_made_by_third?: boolean | null } | null | undefined,
) {
  const isNew = !record?.id;
  const finished = record?.status === 'finished';
  return {
    register: isNew,
    update: !isNew && (!finished || (record?.was_made_by_third === true && definition.finishedUpdatableWhenThird)),
    // Work done in the shop is finished once started; a third party's work is never started here,
    // so it can be finished while pending (docs/decisions/004).
    finish: !isNew && !finished && (!isPendingStatus(record?.status) || record?.was_made_by_third === true),
  };
}

/**
 * A list row: finished rows offer view only, others edit (spec part 2 §2); delete only while work
 * has not started (pending): an activity with recorded time is refused by the server (409
 * `activity_has_intervals`), so it is not offered (issue 22).
 */
export const activityRowActions = (record: { status?: string | null }) =>
  record.status === 'finished'
    ? { view: true, edit: false, delete: false }
    : { view: false, edit: true, delete: isPendingStatus(record.status) };
