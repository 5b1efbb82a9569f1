import { and, eq, sql } from 'drizzle-orm';
import {
  activityInputSchema,
  activityQuantity,
  bestMatchingRule,
  findActivityDefinition,
  QUOTE_OPTION_ITEMS_MAX,
  quoteExternalServiceSchema,
  quoteExternalServiceUpdateSchema,
  quoteMessages,
  quotePlannedSupplySchema,
  quotePlannedSupplyUpdateSchema,
  totalEstimatedProductionTime,
  type ActivityValues,
  type AnyActivityDefinition,
} from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { quoteActivities, quoteExternalServices, quoteSupplies, supplies } from '../../db/schema';
import { fieldError, notFound, unprocessable } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { rulesOfActivity } from '../time-estimation-rules/queries';
import { estimatingRuleId } from '../time-estimation-rules/matching';
import { referenceErrors } from '../activities/references';
import { recomputeOption } from './costs';
import { readOption, todayOf, type QuoteContext } from './queries';
import { lockOption, lockQuote, touchQuote } from './service';

/**
 * An option's planned work (DESIGN §12.1): activities of the registry's types with the same fields
 * and rules as the order's activity forms, planned supplies and external services. Each write locks
 * the quote and the option, checks the record, recomputes the option's costs and answers the option
 * (its work and costs, so the form shows the new price at once), all in one transaction.
 */

type Kind = 'activities' | 'supplies' | 'external_services';
const TABLES = { activities: quoteActivities, supplies: quoteSupplies, external_services: quoteExternalServices } as const;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const asRecord = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};

/** Opens a write under an option: the quote (its rules) and the option, both locked. */
async function openOption(tx: Transaction, quoteId: number, optionId: number, context: QuoteContext) {
  await lockQuote(tx, quoteId, context, 'options');
  await lockOption(tx, quoteId, optionId);
}

async function closeOption(tx: Transaction, quoteId: number, optionId: number, context: QuoteContext) {
  await recomputeOption(tx, optionId);
  await touchQuote(tx, quoteId, context);
  return readOption(tx, quoteId, optionId, context);
}

async function assertRoom(tx: Transaction, kind: Kind, optionId: number) {
  const table = TABLES[kind];
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.option_id, optionId));
  if (Number(row?.count ?? 0) >= QUOTE_OPTION_ITEMS_MAX) {
    throw unprocessable({ base: [quoteMessages.tooManyItems(QUOTE_OPTION_ITEMS_MAX)] }, quoteMessages.tooManyItems(QUOTE_OPTION_ITEMS_MAX));
  }
}

/** The row of this option: 404 otherwise. */
async function findItem(tx: Transaction, kind: Kind, optionId: number, id: number) {
  const table = TABLES[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.option_id, optionId)))
    .for('update');
  if (!row) throw notFound(quoteMessages.itemNotFound);
  return row;
}

// --- Activities ---------------------------------------------------------------------------------

function definitionOf(type: unknown): AnyActivityDefinition {
  const definition = typeof type === 'string' ? findActivityDefinition(type) : undefined;
  if (!definition) throw fieldError('activity_type', quoteMessages.activityTypeInvalid);
  return definition;
}

/**
 * Validates a planned activity with its type's schema, as the order's activity form does; the
 * order, the workers and the due date are the order's business, not a quote's.
 */
function validateActivity(definition: AnyActivityDefinition, values: Record<string, unknown>, today: string): ActivityValues {
  const { activity_type: _type, ...fields } = values;
  return parseOrThrow(activityInputSchema(definition, { today }), { ...fields, production_order_id: 1, users: [], due_date: null });
}

/** The machine, supplies and catalogue keys the activity names must exist: every problem in one 422. */
async function checkReferences(tx: Transaction, definition: AnyActivityDefinition, data: ActivityValues) {
  const errors = await referenceErrors(tx, definition, data);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/**
 * The times of a planned activity, "exactly as for activities" (DESIGN §7.7, docs/decisions/011):
 * times sent are kept (typed by hand, editable); times not sent come from the best matching rule
 * (none: as they were, 0 on a new one); the rule is recorded when the activity carries its times.
 */
async function estimate(tx: Transaction, definition: AnyActivityDefinition, data: ActivityValues, reestimate: boolean) {
  if (reestimate) {
    const rule = bestMatchingRule(await rulesOfActivity(tx, definition.type), definition.type, data as Record<string, unknown>);
    if (rule) {
      data.time_before_production = rule.time_before_production;
      data.estimated_production_time = rule.estimated_production_time;
    }
  }
  const ruleId = await estimatingRuleId(tx, definition, { status: 'pending', values: data });
  return ruleId;
}

function activityColumns(definition: AnyActivityDefinition, data: ActivityValues, ruleId: number | null) {
  const values = data as Record<string, unknown>;
  return {
    type: definition.type,
    quantity: activityQuantity(definition, values),
    observation: data.observation,
    machine_id: data.machine_id,
    was_made_by_third: data.was_made_by_third,
    third: data.was_made_by_third ? data.third : null,
    value: data.was_made_by_third ? data.value : null,
    time_before_production: data.time_before_production,
    estimated_production_time: data.estimated_production_time,
    total_estimated_production_time: totalEstimatedProductionTime(definition, values),
    time_estimation_rule_id: ruleId,
    details: Object.fromEntries(Object.keys(definition.fields).map((name) => [name, values[name] ?? null])),
    updated_at: sql`now()`,
  };
}

const timesGiven = (values: Record<string, unknown>) =>
  !isEmpty(values.time_before_production) || !isEmpty(values.estimated_production_time);

/** `POST …/options/{option_id}/activities` `{ activity: { activity_type, …its fields } }`. */
export async function addActivity(db: Database, quoteId: number, optionId: number, input: unknown, context: QuoteContext) {
  const raw = asRecord(input);
  const definition = definitionOf(raw.activity_type);
  const data = validateActivity(definition, raw, todayOf(context));
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    await assertRoom(tx, 'activities', optionId);
    await checkReferences(tx, definition, data);
    const ruleId = await estimate(tx, definition, data, !timesGiven(raw));
    await tx.insert(quoteActivities).values({ option_id: optionId, ...activityColumns(definition, data, ruleId) });
    return closeOption(tx, quoteId, optionId, context);
  });
}

/** The stored activity as its form would send it back: what an update is merged onto. */
function storedValues(row: typeof quoteActivities.$inferSelect): Record<string, unknown> {
  return {
    ...asRecord(row.details),
    quantity: row.quantity,
    observation: row.observation,
    machine_id: row.machine_id,
    was_made_by_third: row.was_made_by_third,
    third: row.third,
    value: row.value,
    time_before_production: row.time_before_production,
    estimated_production_time: row.estimated_production_time,
  };
}

/**
 * `PUT …/activities/{activity_id}`: the fields sent, merged onto the stored ones (the type never
 * changes). Times not sent are estimated again from the rules while they came from a rule, so the
 * estimate follows the fields as the form's does; times typed by hand stay.
 */
export async function updateActivity(db: Database, quoteId: number, optionId: number, id: number, input: unknown, context: QuoteContext) {
  const patch = asRecord(input);
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    const row = (await findItem(tx, 'activities', optionId, id)) as typeof quoteActivities.$inferSelect;
    const definition = definitionOf(row.type);
    const { activity_type: _ignored, ...fields } = patch;
    const data = validateActivity(definition, { ...storedValues(row), ...fields }, todayOf(context));
    await checkReferences(tx, definition, data);
    const ruleId = await estimate(tx, definition, data, !timesGiven(patch) && row.time_estimation_rule_id !== null);
    await tx
      .update(quoteActivities)
      .set(activityColumns(definition, data, ruleId))
      .where(eq(quoteActivities.id, id));
    return closeOption(tx, quoteId, optionId, context);
  });
}

// --- Supplies and external services -------------------------------------------------------------

/** A planned supply must be an enabled supply (422 on `supply_id`). */
async function checkSupply(tx: Transaction, supplyId: number) {
  const [supply] = await tx.select({ status: supplies.status }).from(supplies).where(eq(supplies.id, supplyId));
  if (!supply) throw fieldError('supply_id', quoteMessages.supplyNotFound);
  if (supply.status !== 1) throw fieldError('supply_id', quoteMessages.supplyDisabled);
}

export async function addSupply(db: Database, quoteId: number, optionId: number, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quotePlannedSupplySchema, input);
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    await assertRoom(tx, 'supplies', optionId);
    await checkSupply(tx, data.supply_id);
    await tx.insert(quoteSupplies).values({ option_id: optionId, supply_id: data.supply_id, quantity: data.quantity });
    return closeOption(tx, quoteId, optionId, context);
  });
}

export async function updateSupply(db: Database, quoteId: number, optionId: number, id: number, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quotePlannedSupplyUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    await findItem(tx, 'supplies', optionId, id);
    if (data.supply_id !== undefined) await checkSupply(tx, data.supply_id);
    await tx
      .update(quoteSupplies)
      .set({ ...data, updated_at: sql`now()` })
      .where(eq(quoteSupplies.id, id));
    return closeOption(tx, quoteId, optionId, context);
  });
}

export async function addExternalService(db: Database, quoteId: number, optionId: number, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quoteExternalServiceSchema, input);
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    await assertRoom(tx, 'external_services', optionId);
    await tx.insert(quoteExternalServices).values({ option_id: optionId, ...data });
    return closeOption(tx, quoteId, optionId, context);
  });
}

export async function updateExternalService(
  db: Database,
  quoteId: number,
  optionId: number,
  id: number,
  input: unknown,
  context: QuoteContext,
) {
  const data = parseOrThrow(quoteExternalServiceUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    await findItem(tx, 'external_services', optionId, id);
    await tx
      .update(quoteExternalServices)
      .set({ ...data, updated_at: sql`now()` })
      .where(eq(quoteExternalServices.id, id));
    return closeOption(tx, quoteId, optionId, context);
  });
}

/** `DELETE …/{activities|supplies|external_services}/{id}`: answers the option without it. */
export async function deleteItem(db: Database, kind: Kind, quoteId: number, optionId: number, id: number, context: QuoteContext) {
  return inTransaction(db, async (tx) => {
    await openOption(tx, quoteId, optionId, context);
    await findItem(tx, kind, optionId, id);
    const table = TABLES[kind];
    await tx.delete(table).where(eq(table.id, id));
    return closeOption(tx, quoteId, optionId, context);
  });
}
