import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  activityDefinitions,
  findActivityDefinition,
  findActivityDefinitionByClassName,
  ruleMessages,
  type RuleSort,
  textKey,
} from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { timeEstimationRules } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { containsPattern, plainKey } from '../../lib/search';
import { findRule, rulesWhere } from './rows';
import { accuracyOf, noAccuracy } from './statistics';
import { anyOf } from '../../lib/any-of';

/**
 * Time-estimation rules as the API reads them: the paged list (its order and search shared with
 * the export), an activity's rules, a rule's conditions; writes are in service.ts.
 */

const nameKey = plainKey(timeEstimationRules.name);

/** The activity's Spanish name, to sort by what the list shows rather than by the type's key. */
const activityNameKey = sql`CASE ${timeEstimationRules.activity} ${sql.join(
  activityDefinitions.map((definition) => sql`WHEN ${definition.type} THEN ${textKey(definition.name)}`),
  sql` `,
)} ELSE ${timeEstimationRules.activity} END`;

const sortExpressions: Record<RuleSort, SQL | typeof timeEstimationRules.id> = {
  id: timeEstimationRules.id,
  name: nameKey,
  activity: activityNameKey,
  time_before_production: sql`${timeEstimationRules.time_before_production}`,
  estimated_production_time: sql`${timeEstimationRules.estimated_production_time}`,
  created_at: sql`${timeEstimationRules.created_at}`,
  updated_at: sql`${timeEstimationRules.updated_at}`,
};

/** The rules list's query without its page (the export takes every rule of the search). */
export interface RuleListQuery {
  search?: string | undefined;
  sort: RuleSort;
  order: 'asc' | 'desc';
}

/** A search finds the text in the rule's name or in its activity's Spanish name (accents and case aside). */
function searchCondition(search: string | undefined) {
  const text = search?.trim();
  if (!text) return undefined;
  const types = activityDefinitions.filter((definition) => textKey(definition.name).includes(textKey(text))).map(({ type }) => type);
  return or(sql`${nameKey} LIKE ${containsPattern(text)}`, types.length > 0 ? inArray(timeEstimationRules.activity, types) : undefined);
}

/** The ids of the rules a list or an export shows, in its order. */
export function orderedRuleIds(db: Executor, query: RuleListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  return db
    .select({ id: timeEstimationRules.id })
    .from(timeEstimationRules)
    .where(searchCondition(query.search))
    .orderBy(direction(sortExpressions[query.sort]), direction(timeEstimationRules.id));
}

/** The server-paged list (DESIGN §4): `{ data, total, page, per_page }`, each rule with its accuracy. */
export async function listRules(db: Database, query: RuleListQuery & { page: number; per_page: number }) {
  const [page, total] = await Promise.all([
    orderedRuleIds(db, query)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(timeEstimationRules, searchCondition(query.search)),
  ]);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return { data: [], total, page: query.page, per_page: query.per_page };
  const [rules, accuracy] = await Promise.all([rulesWhere(db, anyOf(timeEstimationRules.id, ids)), accuracyOf(db, ids)]);
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const data = ids.flatMap((id) => {
    const rule = byId.get(id);
    return rule ? [{ ...rule, accuracy: accuracy.get(id) ?? noAccuracy }] : [];
  });
  return { data, total, page: query.page, per_page: query.per_page };
}

/**
 * The rules of one activity type with their conditions, in id order (what the activity form
 * matches against). The type is a registry type (`die_cut`) or its class name (`DieCut`); 404
 * for neither.
 */
export async function rulesOfActivity(db: Executor, activity: string) {
  const definition = findActivityDefinition(activity) ?? findActivityDefinitionByClassName(activity);
  if (!definition) throw notFound(ruleMessages.invalidActivity);
  return rulesWhere(db, eq(timeEstimationRules.activity, definition.type));
}

export async function conditionsOfRule(db: Database, id: number) {
  return (await findRule(db, id)).conditions;
}
