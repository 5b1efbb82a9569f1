import { sql } from 'drizzle-orm';
import {
  activityTypeName,
  type ConsolidatedActivitiesPage,
  type ConsolidatedActivityRow,
  type ConsolidatedPageQuery,
  narrowingStates,
  type ReportQuery,
} from '@tintero/domain';
import { rowsOf as rowsOfQuery, type Database, type Executor } from '../../db/client';
import { labourDays } from '../../db/schema';
import { onDays } from '../../lib/date-ranges';
import { labourPerPerson } from '../activities/labour-days';
import { personNameSql } from '../../lib/people';

/**
 * The consolidated activity report (spec part 2 §2; DESIGN §7.8; docs/decisions/012, 017, 031): per
 * order, operator and activity, the intervals starting in the range added up, served a page at a
 * time with the totals of the whole range, and as a streamed spreadsheet.
 *
 * A row is one activity user (one operator on one activity). It reads the labour roll-up
 * (`labour_days`: per activity user and workshop day, kept with every change of time), never the
 * intervals: the range's days (index `labour_days_day_idx`) give the activity users' keys once, which
 * are counted and sorted, and the totals are the days' plain sums; the page's rows alone are then
 * added up in full (the primary key) and joined to their activity, order and operator.
 */

/**
 * The report's order: by order, operator's name, operator and activity (an activity user's key).
 * The name is ranked once among the users (a few dozen), so 30 000 keys sort on integers, not text.
 */
const ORDER_BY = sql.raw('k.production_order_id, r.name_rank, k.user_id, k.activity_id');

/** An activity user, as the roll-up keys it. */
interface ActivityUserKey {
  activity_id: number;
  user_id: number;
}

/** The range's labour days `l` (index `labour_days_day_idx`), of activities in the states asked when they narrow. */
function labourInRange(query: ReportQuery) {
  // The screen sends all four states when nothing is unchecked: then no join (30 000 lookups a quarter).
  const narrowing = narrowingStates(query.states);
  const states = narrowing
    ? sql`JOIN activities a ON a.id = l.activity_id AND a.status = ANY(${sql.param([...narrowing])}::text[])`
    : sql``;
  return sql`labour_days l ${states} WHERE ${sql.join(onDays(sql`l.day`, query), sql` AND `)}`;
}

/**
 * Minutes and value of the whole range. When the states let everything through (what the screen
 * sends), from the labour per person (`labourPerPerson`: a quarter's months are 240 rows instead
 * of 35 000 days). Narrowed by state, from the range's days joined to their activity.
 */
function rangeTotals(query: ReportQuery) {
  if (narrowingStates(query.states)) {
    return sql`SELECT COALESCE(sum(l.minutes), 0) AS minutes, COALESCE(sum(l.value), 0) AS value FROM ${labourInRange(query)}`;
  }
  return sql`SELECT COALESCE(sum(w.minutes), 0) AS minutes, COALESCE(sum(w.value), 0) AS value FROM ${labourPerPerson(query)} w`;
}

/**
 * The CTEs every read of the report starts from: `keys`, the activity users with labour in the
 * range (just their keys: grouping the quarter's 35 000 days with their numeric sums cost three times
 * as much, and the sums are only needed for the page's rows and the totals), and `ranked`, each
 * user's place in the order of names. `FROM keys k JOIN ranked r ON r.user_id = k.user_id` sorts by ORDER_BY.
 */
function keysAndRanks(query: ReportQuery) {
  return sql`
    WITH keys AS (SELECT DISTINCT l.activity_id, l.user_id, l.production_order_id FROM ${labourInRange(query)}),
    ranked AS (SELECT u.id AS user_id, row_number() OVER (ORDER BY ${personNameSql('u')}, u.id) AS name_rank FROM users u)`;
}

/**
 * A quarter of the five-year data set of DESIGN §10 is some 100 000 intervals in 30 000 groups (fewer
 * labour days, the same groups):
 * with the default 4 MB of `work_mem` the grouping and the sort spilled to disk, so each read gets
 * 64 MB in its own transaction; parallel workers each built the whole grouping again on a 2-core
 * machine, so they are off for it (issue 14). The keys are made distinct by sorting the range's
 * days (read from `labour_days_day_idx` alone) rather than in a hash table of 30 000
 * groups: the quarter's statement took 20–27 ms that way against 25–65 ms (psql, five-year
 * PostgreSQL set, the machine quiet), the hash table's allocations being what varied.
 */
async function withReportMemory<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`SET LOCAL enable_hashagg = off`);
    return read(tx);
  });
}

interface RowText {
  production_order_id: number;
  production_order_status: ConsolidatedActivityRow['production_order_status'];
  production_order_reference: string;
  operator: string;
  user_id: number;
  activity_id: number;
  activity_type: string;
  activity_status: ConsolidatedActivityRow['activity_status'];
  start_time: Date | string;
  end_time: Date | string | null;
  quantity: string | null;
  quantity_produced: string;
  total_estimated_production_time: number;
  minutes: string;
  value: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function presentRow(row: RowText): ConsolidatedActivityRow {
  return {
    production_order_id: Number(row.production_order_id),
    production_order_status: row.production_order_status,
    production_order_reference: row.production_order_reference,
    operator: row.operator,
    user_id: Number(row.user_id),
    activity_id: Number(row.activity_id),
    activity_type: row.activity_type,
    activity_name: activityTypeName(row.activity_type),
    activity_status: row.activity_status,
    start_time: iso(row.start_time),
    end_time: row.end_time === null ? null : iso(row.end_time),
    quantity: row.quantity === null ? null : Number(row.quantity),
    quantity_produced: Number(row.quantity_produced),
    total_estimated_production_time: Number(row.total_estimated_production_time),
    minutes: Number(row.minutes),
    value: Number(row.value),
  };
}

/**
 * The rows of these activity users, in the order given: each one's labour days in the range added
 * up (the roll-up's primary key; first start, last end or none while an interval runs), with its
 * activity, order and operator. The keys go as two array parameters (lib/any-of.ts's rule).
 */
async function rowsOf(db: Executor, keys: ActivityUserKey[], query: ReportQuery): Promise<ConsolidatedActivityRow[]> {
  if (keys.length === 0) return [];
  const rows = await rowsOfQuery<RowText>(
    db,
    sql`
    SELECT po.id AS production_order_id, po.status AS production_order_status, po.reference AS production_order_reference,
           ${personNameSql('u')} AS operator, u.id AS user_id,
           a.id AS activity_id, a.type AS activity_type, a.status AS activity_status,
           w.first_start AS start_time, w.last_end AS end_time, a.quantity, w.quantity_produced,
           a.total_estimated_production_time, w.minutes, w.value
    FROM unnest(${sql.param(keys.map((key) => key.activity_id))}::int[], ${sql.param(keys.map((key) => key.user_id))}::int[])
         WITH ORDINALITY AS chosen(activity_id, user_id, position)
    JOIN LATERAL (
      SELECT min(first_start) AS first_start,
             CASE WHEN bool_or(last_end IS NULL) THEN NULL ELSE max(last_end) END AS last_end,
             sum(quantity_produced) AS quantity_produced, sum(minutes) AS minutes, sum(value) AS value
      FROM labour_days
      WHERE activity_id = chosen.activity_id AND user_id = chosen.user_id AND ${sql.join(onDays(labourDays.day, query), sql` AND `)}
    ) w ON true
    JOIN activities a ON a.id = chosen.activity_id
    JOIN production_orders po ON po.id = a.production_order_id
    JOIN users u ON u.id = chosen.user_id
    ORDER BY chosen.position`,
  );
  return rows.map(presentRow);
}

/**
 * One page of the report and the totals of the whole range (DESIGN §4's paged answer plus
 * `totals`): one grouping of the range gives the count, the sums and the page's activity users,
 * whose rows are then read in full.
 */
export async function consolidatedPage(db: Database, query: ConsolidatedPageQuery): Promise<ConsolidatedActivitiesPage> {
  return withReportMemory(db, async (tx) => {
    const [summary] = await rowsOfQuery<{
      total: string;
      minutes: string;
      value: string;
      activity_ids: number[] | null;
      user_ids: number[] | null;
    }>(
      tx,
      sql`
      ${keysAndRanks(query)}
      SELECT (SELECT count(*) FROM keys) AS total, totals.minutes, totals.value, page.activity_ids, page.user_ids
      FROM (${rangeTotals(query)}) totals,
           (SELECT array_agg(activity_id ORDER BY position) AS activity_ids, array_agg(user_id ORDER BY position) AS user_ids FROM (
              SELECT k.activity_id, k.user_id, row_number() OVER (ORDER BY ${ORDER_BY}) AS position
              FROM keys k JOIN ranked r ON r.user_id = k.user_id
              ORDER BY ${ORDER_BY} LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}
           ) chosen) page`,
    );
    const userIds = summary?.user_ids ?? [];
    const keys = (summary?.activity_ids ?? []).map((activity_id, index) => ({
      activity_id: Number(activity_id),
      user_id: Number(userIds[index]),
    }));
    const data = await rowsOf(tx, keys, query);
    return {
      data,
      total: Number(summary?.total ?? 0),
      page: query.page,
      per_page: query.per_page,
      totals: { value: Number(summary?.value ?? 0), minutes: Number(summary?.minutes ?? 0) },
    };
  });
}

/**
 * Every row of the range in the report's order, for the spreadsheet: the activity users' order is
 * taken once (30 000 ids for a quarter), then `readBatch` reads the rows of the next slice of them,
 * so each batch costs the same however deep into the sheet it is and no transaction stays open
 * while the client downloads.
 */
export async function consolidatedBatches(db: Database, query: ReportQuery) {
  const ordered = await withReportMemory(db, async (tx) => {
    const rows = await rowsOfQuery<ActivityUserKey>(
      tx,
      sql`
      ${keysAndRanks(query)}
      SELECT k.activity_id, k.user_id FROM keys k JOIN ranked r ON r.user_id = k.user_id ORDER BY ${ORDER_BY}`,
    );
    return rows.map((row) => ({ activity_id: Number(row.activity_id), user_id: Number(row.user_id) }));
  });
  let next = 0;
  return async (limit: number) => {
    const slice = ordered.slice(next, next + limit);
    next += slice.length;
    return rowsOf(db, slice, query);
  };
}
