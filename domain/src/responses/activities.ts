import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../activities/common';
import { PRODUCTION_ORDER_STATUSES } from '../production-orders';
import type { AnyActivityDefinition } from '../activities/define';
import type { FieldDescriptor } from '../activities/fields';
import { activityDefinitions, type ActivityType } from '../activities/registry';
import { supplyNameField } from '../activities/supply-fields';
import { calendarDate, monetaryFields, moneyAmount, quantity, rowId, timestamp, type ResponsesByRole } from './common';

/** A worker of an activity (`users` of an activity, `users_in_the_activity`). */
export const activityWorkerResponseSchema = z.object({
  id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  activity_user_id: rowId(),
  quantity_produced: quantity(),
  status: z.enum(ACTIVITY_STATUSES),
});
export type ActivityWorker = z.infer<typeof activityWorkerResponseSchema>;

/** `GET /activity_users/{ClassName}/{id}/users`: the workers, and the enabled operators who may join. */
export const activityWorkersResponseSchema = z.object({
  users_in_the_activity: z.array(activityWorkerResponseSchema),
  available_users: z.array(z.object({ id: rowId(), first_name: z.string(), last_name: z.string() })),
});
export type ActivityWorkers = z.infer<typeof activityWorkersResponseSchema>;

/** The columns every activity has, shown flat beside the type's own fields (DESIGN §6). */
export const activityCommonResponseSchema = z.object({
  id: rowId(),
  type: z.string(),
  production_order_id: rowId(),
  status: z.enum(ACTIVITY_STATUSES),
  quantity: quantity().nullable(),
  quantity_produced: quantity(),
  observation: z.string().nullable(),
  machine_id: rowId().nullable(),
  /** The machine's name. */
  machine: z.string().nullable(),
  was_made_by_third: z.boolean(),
  third: z.string().nullable(),
  /** Labour value: from the workers' intervals, or typed when a third party made it. */
  value: moneyAmount().nullable(),
  machinery_cost: moneyAmount(),
  /** Seconds. */
  time_before_production: z.int(),
  estimated_production_time: z.int(),
  total_estimated_production_time: z.int(),
  /** The time-estimation rule whose times the activity carries (docs/decisions/011); null when typed by hand. */
  time_estimation_rule_id: rowId().nullable(),
  /** Minutes worked. */
  time_spent: quantity(),
  start_time: timestamp().nullable(),
  end_time: timestamp().nullable(),
  due_date: calendarDate().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
  /** Empty when a third party made it. */
  users: z.array(activityWorkerResponseSchema),
});

/** How a stored own field answers (`details` keep what the form validated, or nothing: null). */
function ownFieldSchema(field: FieldDescriptor, where: string): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'choice':
    case 'catalogue':
      return z.string().nullable();
    case 'date':
      return calendarDate().nullable();
    case 'integer':
    case 'duration':
      return z.int().nullable();
    case 'decimal':
      return quantity().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'supply':
      return rowId().nullable();
    case 'money':
      return moneyAmount().nullable();
    case 'machine':
    case 'workers':
      throw new Error(`${where}: a ${field.kind} field is a common field, not a type's own`);
  }
}

const byType = new Map<string, ResponsesByRole<z.ZodObject>>();

/**
 * An activity of one type as each role receives it: the common columns and the type's own
 * fields side by side, each supply's name beside its id. Operators (their own activities only)
 * get it without money (`value`, `machinery_cost`).
 */
export function activityResponses(definition: AnyActivityDefinition): ResponsesByRole<z.ZodObject> & { operator: z.ZodObject } {
  const known = byType.get(definition.type);
  if (known) return known as ResponsesByRole<z.ZodObject> & { operator: z.ZodObject };
  const own: Record<string, z.ZodType> = { type: z.literal(definition.type) };
  for (const [name, field] of Object.entries(definition.fields)) {
    own[name] = ownFieldSchema(field, `${definition.type}.${name}`);
    if (field.kind === 'supply') own[supplyNameField(name)] = z.string().nullable();
  }
  const administrator = activityCommonResponseSchema.extend(own);
  // Whatever the money rule finds at the top (value, machinery_cost, an own money field).
  const json = z.toJSONSchema(administrator, { io: 'output', target: 'openapi-3.0' });
  const money = Object.fromEntries(
    monetaryFields(json)
      .filter((path) => !path.includes('.') && !path.includes('['))
      .map((name) => [name, true] as const),
  );
  const variants = { administrator, operator: administrator.omit(money as Record<string, true>) };
  byType.set(definition.type, variants);
  return variants;
}

/** An activity as any role receives it: `value` and `machinery_cost` only administrators. */
export type ActivityResponse = Omit<z.infer<typeof activityCommonResponseSchema>, 'value' | 'machinery_cost'> &
  Partial<Pick<z.infer<typeof activityCommonResponseSchema>, 'value' | 'machinery_cost'>> & { [field: string]: unknown };

type AnyActivityResponses = { administrator: z.ZodDiscriminatedUnion<z.ZodObject[]>; operator: z.ZodDiscriminatedUnion<z.ZodObject[]> };
let anyType: AnyActivityResponses | undefined;

/** An activity of whichever type its `type` says (routes keyed by class name or by a worker). */
export function anyActivityResponses(): AnyActivityResponses {
  if (anyType) return anyType;
  const variants = activityDefinitions.map(activityResponses);
  const union = (options: z.ZodObject[]) => z.discriminatedUnion('type', options as [z.ZodObject, ...z.ZodObject[]]);
  anyType = { administrator: union(variants.map((v) => v.administrator)), operator: union(variants.map((v) => v.operator)) };
  return anyType;
}

let ofOrder: z.ZodObject | undefined;

/**
 * `GET /production_orders/{id}/activities` (administrators): every activity of an order in one
 * answer, keyed by each type's route (`pre_presses`), all 17 keys always present (`[]` for a type
 * the order has none of), each list in the order the activities were added (docs/decisions/038).
 */
export function orderActivitiesResponseSchema(): z.ZodObject {
  ofOrder ??= z.object(
    Object.fromEntries(activityDefinitions.map((definition) => [definition.route, z.array(activityResponses(definition).administrator)])),
  );
  return ofOrder;
}
/** The answer of `GET /production_orders/{id}/activities`: a type's activities under its route. */
export type OrderActivities = Record<string, ActivityResponse[]>;

/**
 * `GET /activities/{id}` (administrators): where an activity lives, from its id alone (a job
 * ticket's `/work/{id}` opens it in its order; docs/decisions/015).
 */
export const activityPlaceResponseSchema = z.object({
  id: rowId(),
  /** The activity's type (`die_cut`), which names its tab and list on the order's screens. */
  type: z.enum(activityDefinitions.map((definition) => definition.type) as [ActivityType, ...ActivityType[]]),
  production_order_id: rowId(),
  production_order_status: z.enum(PRODUCTION_ORDER_STATUSES),
});
export type ActivityPlace = z.infer<typeof activityPlaceResponseSchema>;
