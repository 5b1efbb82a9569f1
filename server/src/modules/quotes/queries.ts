import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  activityTypeName,
  findActivityDefinition,
  quoteDisplayStatus,
  quoteMessages,
  supplyFieldNames,
  supplyNameField,
  type QuoteStatus,
} from '@tintero/domain';
import type { Executor } from '../../db/client';
import {
  machines,
  productionOrders,
  quoteActivities,
  quoteExternalServices,
  quoteOptions,
  quotes,
  quoteSupplies,
  supplies,
  timeEstimationRules,
  users,
} from '../../db/schema';
import { anyOf } from '../../lib/any-of';
import { todayIn } from '../../lib/dates';
import { forbidden, notFound } from '../../lib/http-errors';
import { personNameSql } from '../../lib/people';
import { containsPattern, plainKey } from '../../lib/search';
import type { CurrentUser } from '../../plugins/auth';

/** What reading a quote needs: who asks (sellers see their own), the server's clock and the zone. */
export interface QuoteContext {
  actor: CurrentUser;
  now: Date;
  timeZone: string;
}

export const todayOf = (context: QuoteContext) => todayIn(context.timeZone, context.now);

const summaryColumns = {
  id: quotes.id,
  number: quotes.number,
  client: quotes.client,
  contact: quotes.contact,
  reference: quotes.reference,
  description: quotes.description,
  delivery_day: quotes.delivery_day,
  valid_until: quotes.valid_until,
  stored_status: quotes.status,
  seller_id: quotes.seller_id,
  seller: sql<string>`(SELECT ${personNameSql('person')} FROM ${users} person WHERE person.id = ${quotes.seller_id})`,
  observation: quotes.observation,
  accepted_option_id: quotes.accepted_option_id,
  production_order_id: quotes.production_order_id,
  converted_at: quotes.converted_at,
  options_count: sql<number>`(SELECT count(*)::int FROM ${quoteOptions} o WHERE o.quote_id = ${quotes.id})`.mapWith(Number),
  price_from: sql<number | null>`(SELECT min(o.price) FROM ${quoteOptions} o WHERE o.quote_id = ${quotes.id})`.mapWith(nullableNumber),
  price_to: sql<number | null>`(SELECT max(o.price) FROM ${quoteOptions} o WHERE o.quote_id = ${quotes.id})`.mapWith(nullableNumber),
  accepted_price: sql<
    number | null
  >`(SELECT o.price FROM ${quoteOptions} o WHERE o.id = ${quotes.accepted_option_id} AND ${quotes.status} = 'accepted')`.mapWith(
    nullableNumber,
  ),
  created_at: quotes.created_at,
  updated_at: quotes.updated_at,
};

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function selectSummaries(db: Executor, where: SQL | undefined) {
  return db.select(summaryColumns).from(quotes).where(where);
}

function presentSummary(row: SummaryRow, today: string) {
  return {
    ...row,
    status: quoteDisplayStatus(row.stored_status as QuoteStatus, row.valid_until, today),
    editable: row.production_order_id === null,
  };
}

/** Sellers reach only their own quotes; administrators every one. */
export function assertMayRead(actor: CurrentUser, sellerId: number) {
  if (actor.role !== 'administrator' && actor.id !== sellerId) throw forbidden(quoteMessages.notYours);
}

/** The quote's stored row: 404 when missing, 403 when someone else's and the caller a seller. */
export async function findQuoteRow(db: Executor, id: number, actor: CurrentUser, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(quoteMessages.notFound);
  assertMayRead(actor, row.seller_id);
  return row;
}

/** Text, numbers and booleans as they are; anything else (never stored) as null. */
function detailsOf(details: unknown): Record<string, unknown> {
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
}

/** The planned activities of some options, flat as the activities answer them, with the rule behind their times. */
async function activitiesOf(db: Executor, optionIds: readonly number[]) {
  if (optionIds.length === 0) return [];
  const rows = await db
    .select({
      activity: quoteActivities,
      machine: machines.name,
      rule: {
        id: timeEstimationRules.id,
        name: timeEstimationRules.name,
        tbp: timeEstimationRules.time_before_production,
        ept: timeEstimationRules.estimated_production_time,
      },
    })
    .from(quoteActivities)
    .leftJoin(machines, eq(machines.id, quoteActivities.machine_id))
    .leftJoin(timeEstimationRules, eq(timeEstimationRules.id, quoteActivities.time_estimation_rule_id))
    .where(anyOf(quoteActivities.option_id, optionIds))
    .orderBy(asc(quoteActivities.option_id), asc(quoteActivities.id));
  // The names of the supplies their own fields point at, in one read.
  const supplyIds = new Set<number>();
  for (const { activity } of rows) {
    const definition = findActivityDefinition(activity.type);
    if (!definition) continue;
    for (const name of supplyFieldNames(definition.fields)) {
      const id = detailsOf(activity.details)[name];
      if (typeof id === 'number') supplyIds.add(id);
    }
  }
  const names = new Map<number, string>();
  if (supplyIds.size > 0) {
    const found = await db
      .select({ id: supplies.id, name: supplies.name })
      .from(supplies)
      .where(anyOf(supplies.id, [...supplyIds]));
    for (const supply of found) names.set(supply.id, supply.name);
  }
  return rows.map(({ activity, machine, rule }) => {
    const definition = findActivityDefinition(activity.type);
    const details = detailsOf(activity.details);
    const own: Record<string, unknown> = {};
    for (const [name] of Object.entries(definition?.fields ?? {})) own[name] = details[name] ?? null;
    for (const name of supplyFieldNames(definition?.fields ?? {})) {
      const id = details[name];
      own[supplyNameField(name)] = typeof id === 'number' ? (names.get(id) ?? null) : null;
    }
    return {
      ...own,
      id: activity.id,
      option_id: activity.option_id,
      activity_type: activity.type,
      activity_type_name: activityTypeName(activity.type),
      quantity: activity.quantity,
      observation: activity.observation,
      machine_id: activity.machine_id,
      machine,
      was_made_by_third: activity.was_made_by_third,
      third: activity.third,
      value: activity.value,
      time_before_production: activity.time_before_production,
      estimated_production_time: activity.estimated_production_time,
      total_estimated_production_time: activity.total_estimated_production_time,
      time_estimation_rule_id: activity.time_estimation_rule_id,
      time_estimation_rule:
        rule === null ? null : { id: rule.id, name: rule.name, time_before_production: rule.tbp, estimated_production_time: rule.ept },
      labour_cost: activity.labour_cost,
      machinery_cost: activity.machinery_cost,
      created_at: activity.created_at,
      updated_at: activity.updated_at,
    };
  });
}

async function suppliesOf(db: Executor, optionIds: readonly number[]) {
  if (optionIds.length === 0) return [];
  return db
    .select({
      id: quoteSupplies.id,
      option_id: quoteSupplies.option_id,
      supply_id: quoteSupplies.supply_id,
      supply_name: supplies.name,
      unit_of_measurement: supplies.unit_of_measurement,
      quantity: quoteSupplies.quantity,
      unit_value: quoteSupplies.unit_value,
      total_value: quoteSupplies.total_value,
    })
    .from(quoteSupplies)
    .innerJoin(supplies, eq(supplies.id, quoteSupplies.supply_id))
    .where(anyOf(quoteSupplies.option_id, optionIds))
    .orderBy(asc(quoteSupplies.option_id), asc(quoteSupplies.id));
}

async function externalServicesOf(db: Executor, optionIds: readonly number[]) {
  if (optionIds.length === 0) return [];
  return db
    .select({
      id: quoteExternalServices.id,
      option_id: quoteExternalServices.option_id,
      kind: quoteExternalServices.kind,
      provider: quoteExternalServices.provider,
      value: quoteExternalServices.value,
      observation: quoteExternalServices.observation,
    })
    .from(quoteExternalServices)
    .where(anyOf(quoteExternalServices.option_id, optionIds))
    .orderBy(asc(quoteExternalServices.option_id), asc(quoteExternalServices.id));
}

function groupBy<T extends { option_id: number }>(rows: T[]) {
  const byOption = new Map<number, T[]>();
  for (const row of rows) {
    const list = byOption.get(row.option_id) ?? [];
    list.push(row);
    byOption.set(row.option_id, list);
  }
  return byOption;
}

/** The options of a quote, each with its planned work and its stored costs. */
export async function optionsOf(db: Executor, quoteId: number, optionId?: number) {
  const rows = await db
    .select()
    .from(quoteOptions)
    .where(and(eq(quoteOptions.quote_id, quoteId), optionId === undefined ? undefined : eq(quoteOptions.id, optionId)))
    .orderBy(asc(quoteOptions.position), asc(quoteOptions.id));
  const ids = rows.map((row) => row.id);
  const [activityRows, supplyRows, serviceRows] = [
    await activitiesOf(db, ids),
    await suppliesOf(db, ids),
    await externalServicesOf(db, ids),
  ];
  const activitiesBy = groupBy(activityRows);
  const suppliesBy = groupBy(supplyRows);
  const servicesBy = groupBy(serviceRows);
  return rows.map((row) => {
    const priceTyped = row.typed_price !== null;
    const cost = row.cost_total;
    return {
      id: row.id,
      quote_id: row.quote_id,
      position: row.position,
      quantity: row.quantity,
      labour_cost: row.labour_cost,
      machinery_cost: row.machinery_cost,
      supplies_cost: row.supplies_cost,
      third_party_cost: row.third_party_cost,
      cost_total: cost,
      markup_percent: priceTyped ? derivedMarkup(row.price, cost) : (row.markup_percent ?? 0),
      price: row.price,
      price_typed: priceTyped,
      unit_price: row.unit_price,
      margin: round6(row.price - cost),
      margin_percent: row.price === 0 ? null : round6(((row.price - cost) / row.price) * 100),
      estimated_total_time: row.estimated_total_time,
      activities: activitiesBy.get(row.id) ?? [],
      supplies: suppliesBy.get(row.id) ?? [],
      external_services: servicesBy.get(row.id) ?? [],
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

// Shown figures only (the stored costs are exact): percentages and a difference of two stored amounts.
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const derivedMarkup = (price: number, cost: number) => (cost === 0 ? null : round6((price / cost - 1) * 100));

/** One quote with its options. */
export async function readQuote(db: Executor, id: number, context: QuoteContext) {
  const [row] = await selectSummaries(db, eq(quotes.id, id));
  if (!row) throw notFound(quoteMessages.notFound);
  assertMayRead(context.actor, row.seller_id);
  return { ...presentSummary(row, todayOf(context)), options: await optionsOf(db, id) };
}

/** One option of a quote, as the option writes answer it. */
export async function readOption(db: Executor, quoteId: number, optionId: number, context: QuoteContext) {
  const [row] = await db.select({ seller_id: quotes.seller_id }).from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw notFound(quoteMessages.notFound);
  assertMayRead(context.actor, row.seller_id);
  const [option] = await optionsOf(db, quoteId, optionId);
  if (!option) throw notFound(quoteMessages.optionNotFound);
  return option;
}

export interface QuoteListQuery {
  year: number;
  month: number;
  search?: string | undefined;
  seller_id?: number | undefined;
}

/** The list's conditions (queries.ts `listQuotes`): the month of creation, the seller's own, the search. */
export function listConditions(query: QuoteListQuery, context: QuoteContext): (SQL | undefined)[] {
  const start = sql`make_timestamptz(${query.year}::int, ${query.month}::int, 1, 0, 0, 0, ${context.timeZone}::text)`;
  const conditions: (SQL | undefined)[] = [gte(quotes.created_at, start), lt(quotes.created_at, sql`${start} + interval '1 month'`)];
  if (context.actor.role !== 'administrator') conditions.push(eq(quotes.seller_id, context.actor.id));
  else if (query.seller_id !== undefined) conditions.push(eq(quotes.seller_id, query.seller_id));
  const search = query.search?.trim();
  if (search) {
    const digits = search.replace(/^n\.?º?\s*/i, '');
    const byClient = sql`${plainKey(quotes.client)} LIKE ${containsPattern(search)}`;
    conditions.push(/^\d{1,9}$/.test(digits) ? or(byClient, eq(quotes.number, Number(digits))) : byClient);
  }
  return conditions;
}

/** `GET /quotes`: created in a month of the workshop's zone, newest first; sellers' own; by client or number. */
export async function listQuotes(
  db: Executor,
  query: { year: number; month: number; search?: string; seller_id?: number },
  context: QuoteContext,
) {
  const conditions = listConditions(query, context);
  const rows = await selectSummaries(db, and(...conditions)).orderBy(desc(quotes.created_at), desc(quotes.id));
  const today = todayOf(context);
  return rows.map((row) => presentSummary(row, today));
}

/** `GET /quotes/accepted`: accepted quotes not yet converted (the administrators' Home), oldest decision first. */
export async function listAcceptedQuotes(db: Executor, context: QuoteContext) {
  const rows = await selectSummaries(db, and(eq(quotes.status, 'accepted'), isNull(quotes.production_order_id))).orderBy(
    asc(quotes.decided_at),
    asc(quotes.id),
  );
  const today = todayOf(context);
  return rows.map((row) => presentSummary(row, today));
}

/** Past clients of orders and quotes whose name contains the text, for the client autocomplete (at most 20). */
export async function searchClients(db: Executor, text: string | undefined) {
  const pattern = containsPattern(text?.trim() ?? '');
  const result = await db.execute(sql`
    SELECT client FROM (
      SELECT ${quotes.client} AS client FROM ${quotes} WHERE ${plainKey(quotes.client)} LIKE ${pattern}
      UNION
      SELECT ${productionOrders.client} AS client FROM ${productionOrders} WHERE ${plainKey(productionOrders.client)} LIKE ${pattern}
    ) clients
    ORDER BY ${plainKey(sql`client`)}, client
    LIMIT 20`);
  return (result as unknown as { rows: { client: string }[] }).rows.map((row) => row.client);
}

/** Enabled supplies a quote may plan, by name: their average unit value, never their stock. */
export async function supplyChoices(db: Executor, text: string | undefined) {
  const search = text?.trim();
  return db
    .select({ id: supplies.id, name: supplies.name, unit_of_measurement: supplies.unit_of_measurement, unit_value: supplies.unit_value })
    .from(supplies)
    .where(and(eq(supplies.status, 1), search ? sql`${plainKey(supplies.name)} LIKE ${containsPattern(search)}` : undefined))
    .orderBy(asc(plainKey(supplies.name)), asc(supplies.id))
    .limit(50);
}
