import { sql } from 'drizzle-orm';
import {
  activityTypeName,
  type ConsolidatedActivitiesPage,
  type ConsolidatedActivityRow,
  type ConsolidatedPageQuery,
  type ReportQuery,
} from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { intervals } from '../../db/schema';
import { withinDays } from '../../lib/date-ranges';
import { personNameSql } from '../../lib/people';

/**
 * The consolidated activity report (spec part 2 §2; DESIGN §7.8; docs/decisions/012, 017): per
 * order, operator and activity, the intervals starting in the range added up by PostgreSQL, served
 * a page at a time with the totals of the whole range, and as a streamed spreadsheet.
 *
 * A row is one activity user (one operator on one activity). The range's intervals (index
 * `intervals_start_idx`) are grouped by it once, with just what sorts and totals need; the page's
 * rows alone are then added up in full and joined to their activity, order and operator.
 */

/** The report's order: by order, operator's name, operator and activity (an activity user's key). */
const ORDER_BY = sql.raw('production_order_id, operator, user_id, activity_id');

/**
 * The activity users with intervals starting in the range (and an activity in one of the states
 * asked, when any), with their sort key and their minutes and value for the totals.
 */
function groupsInRange(query: ReportQuery, timeZone: string) {
  const states = query.states && query.states.length > 0 ? sql`AND a.status = ANY(${sql.param([...query.states])}::text[])` : sql``;
  return sql`
    SELECT w.activity_user_id, a.production_order_id, au.user_id, au.activity_id,
           ${personNameSql('u')} AS operator, w.minutes, w.value
    FROM (
      SELECT activity_user_id, sum(minutes) AS minutes, sum(value) AS value
      FROM intervals
      WHERE ${sql.join(withinDays(intervals.start_time, query, timeZone), sql` AND `)}
      GROUP BY activity_user_id
    ) w
    JOIN activity_users au ON au.id = w.activity_user_id
    JOIN activities a ON a.id = au.activity_id
    JOIN users u ON u.id = au.user_id
    WHERE true ${states}`;
}

/**
 * A quarter of the five-year data set of DESIGN §10 is some 100 000 intervals in 30 000 groups:
 * with the default 4 MB of `work_mem` the grouping and the sort spilled to disk, so each read gets
 * 64 MB in its own transaction; parallel workers each built the whole grouping again on a 2-core
 * machine, so they are off for it (issue 14).
 */
async function withReportMemory<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
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
 * The rows of these activity users, in the order given: each one's intervals starting in the range
 * added up (index `intervals_activity_user_idx`; first start, last end or none while one runs), with
 * its activity, order and operator. The ids go as one array parameter (lib/any-of.ts's rule).
 */
async function rowsOf(db: Executor, activityUserIds: number[], query: ReportQuery, timeZone: string): Promise<ConsolidatedActivityRow[]> {
  if (activityUserIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT po.id AS production_order_id, po.status AS production_order_status, po.reference AS production_order_reference,
           ${personNameSql('u')} AS operator, u.id AS user_id,
           a.id AS activity_id, a.type AS activity_type, a.status AS activity_status,
           w.first_start AS start_time, w.last_end AS end_time, a.quantity, w.quantity_produced,
           a.total_estimated_production_time, w.minutes, w.value
    FROM unnest(${sql.param(activityUserIds)}::int[]) WITH ORDINALITY AS chosen(activity_user_id, position)
    JOIN LATERAL (
      SELECT min(start_time) AS first_start,
             CASE WHEN bool_or(end_time IS NULL) THEN NULL ELSE max(end_time) END AS last_end,
             sum(quantity_produced) AS quantity_produced, sum(minutes) AS minutes, sum(value) AS value
      FROM intervals
      WHERE activity_user_id = chosen.activity_user_id AND ${sql.join(withinDays(intervals.start_time, query, timeZone), sql` AND `)}
    ) w ON true
    JOIN activity_users au ON au.id = chosen.activity_user_id
    JOIN activities a ON a.id = au.activity_id
    JOIN production_orders po ON po.id = a.production_order_id
    JOIN users u ON u.id = au.user_id
    ORDER BY chosen.position`);
  return (result as unknown as { rows: RowText[] }).rows.map(presentRow);
}

/**
 * One page of the report and the totals of the whole range (DESIGN §4's paged answer plus
 * `totals`): one grouping of the range gives the count, the sums and the page's activity users,
 * whose rows are then read in full.
 */
export async function consolidatedPage(db: Database, query: ConsolidatedPageQuery, timeZone: string): Promise<ConsolidatedActivitiesPage> {
  return withReportMemory(db, async (tx) => {
    const result = await tx.execute(sql`
      WITH groups AS (${groupsInRange(query, timeZone)})
      SELECT totals.total, totals.minutes, totals.value, page.ids
      FROM (SELECT count(*) AS total, COALESCE(sum(minutes), 0) AS minutes, COALESCE(sum(value), 0) AS value FROM groups) totals,
           (SELECT array_agg(activity_user_id ORDER BY position) AS ids FROM (
              SELECT activity_user_id, row_number() OVER (ORDER BY ${ORDER_BY}) AS position
              FROM groups ORDER BY ${ORDER_BY} LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}
           ) chosen) page`);
    const [summary] = (result as unknown as { rows: { total: string; minutes: string; value: string; ids: number[] | null }[] }).rows;
    const data = await rowsOf(tx, summary?.ids ?? [], query, timeZone);
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
export async function consolidatedBatches(db: Database, query: ReportQuery, timeZone: string) {
  const ordered = await withReportMemory(db, async (tx) => {
    const result = await tx.execute(sql`
      WITH groups AS (${groupsInRange(query, timeZone)})
      SELECT activity_user_id FROM groups ORDER BY ${ORDER_BY}`);
    return (result as unknown as { rows: { activity_user_id: number }[] }).rows.map((row) => Number(row.activity_user_id));
  });
  let next = 0;
  return async (limit: number) => {
    const slice = ordered.slice(next, next + limit);
    next += slice.length;
    return rowsOf(db, slice, query, timeZone);
  };
}
