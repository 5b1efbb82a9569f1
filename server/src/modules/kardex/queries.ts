import { and, desc, eq, sql } from 'drizzle-orm';
import { supplyMessages, TYPES_OF_SUPPLIES_LIST } from '@tintero/domain';
import type { Database } from '../../db/client';
import {
  inventaryDetails,
  kardexEntries,
  productionOrders,
  purchaseDetails,
  supplies,
  supplyDays,
  supplyMonths,
  users,
} from '../../db/schema';
import { withFastRows } from '../../lib/fast-rows';
import { notFound } from '../../lib/http-errors';
import { monthsAndDaysOf, withinDays, type LedgerPageQuery } from '../../lib/date-ranges';
import { personNameOrNull } from '../../lib/people';

export interface DateRange {
  from_date?: string | undefined;
  to_date?: string | undefined;
}

const entryColumns = {
  id: kardexEntries.id,
  supply_id: kardexEntries.supply_id,
  supply_name: supplies.name,
  unit_of_measurement: supplies.unit_of_measurement,
  production_order_id: kardexEntries.production_order_id,
  reference: productionOrders.reference,
  kind: kardexEntries.kind,
  quantity: kardexEntries.quantity,
  unit_value: kardexEntries.unit_value,
  total: kardexEntries.total,
  balance: kardexEntries.balance,
  average_cost: kardexEntries.average_cost,
  source_type: kardexEntries.source_type,
  source_id: kardexEntries.source_id,
  source_parent_id: sql<number | null>`coalesce(${purchaseDetails.purchase_id}, ${inventaryDetails.inventary_id})`.mapWith(Number),
  made_on: kardexEntries.made_on,
  created_by_first_name: users.first_name,
  created_by_last_name: users.last_name,
};

function selectEntries(db: Database) {
  return (
    db
      .select(entryColumns)
      .from(kardexEntries)
      .innerJoin(supplies, eq(supplies.id, kardexEntries.supply_id))
      .leftJoin(productionOrders, eq(productionOrders.id, kardexEntries.production_order_id))
      // The purchase or inventory of a detail entry, for the kardex's link (by primary key).
      .leftJoin(purchaseDetails, and(eq(kardexEntries.source_type, 'PurchaseDetail'), eq(purchaseDetails.id, kardexEntries.source_id)))
      .leftJoin(inventaryDetails, and(eq(kardexEntries.source_type, 'InventaryDetail'), eq(inventaryDetails.id, kardexEntries.source_id)))
      .leftJoin(users, eq(users.id, kardexEntries.created_by))
  );
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** A kardex entry as the API shows it: `input`/`output` columns and `date` as the spec names them. */
function presentEntry({ created_by_first_name, created_by_last_name, ...entry }: EntryRow) {
  return {
    ...entry,
    input: entry.kind === 'input' ? entry.quantity : 0,
    output: entry.kind === 'output' ? entry.quantity : 0,
    date: entry.made_on,
    created_by: personNameOrNull(created_by_first_name, created_by_last_name),
  };
}

const newestFirst = [desc(kardexEntries.made_on), desc(kardexEntries.id)];

/** Entries of a range of days (and of one supply when given): the kardex's and the history's filter. */
const ledgerWhere = (query: DateRange & { supply_id?: number | undefined }, timeZone: string) =>
  and(query.supply_id ? eq(kardexEntries.supply_id, query.supply_id) : undefined, ...withinDays(kardexEntries.made_on, query, timeZone));

/** One page of entries, newest first, and how many the range holds (DESIGN §4's paged answer). */
async function ledgerPage<T>(db: Database, query: LedgerPageQuery, timeZone: string, present: (row: EntryRow) => T) {
  const where = ledgerWhere(query, timeZone);
  const [rows, total] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(kardexEntries, where),
  ]);
  return { data: rows.map(present), total, page: query.page, per_page: query.per_page };
}

/** The spec's history entry names the supply `name` and the moment `updated_at`. */
function presentHistoryEntry(row: EntryRow) {
  const entry = presentEntry(row);
  return { ...entry, name: entry.supply_name, updated_at: entry.made_on };
}

export async function assertSupplyExists(db: Database, supplyId: number) {
  const [supply] = await db.select({ id: supplies.id }).from(supplies).where(eq(supplies.id, supplyId));
  if (!supply) throw notFound(supplyMessages.notFound);
}

/** One supply's entries in a range, newest first, a page at a time (index `(supply_id, made_on, id)`). */
export async function listKardex(db: Database, query: LedgerPageQuery & { supply_id: number }, timeZone: string) {
  await assertSupplyExists(db, query.supply_id);
  return ledgerPage(db, query, timeZone, presentEntry);
}

/** Movements in a range across supplies (or of one), newest first, a page at a time: the supplies history. */
export async function supplyHistory(db: Database, query: LedgerPageQuery, timeZone: string) {
  return ledgerPage(db, query, timeZone, presentHistoryEntry);
}

/**
 * The entries of a range (and supply) that follow `last` newest first, at most `limit`: an
 * export's keyset batch. `(made_on, id) < (last's)` is a range of `kardex_made_on_idx` (or of
 * `(supply_id, made_on, id)` for one supply), so the last batch of a year costs what the first does.
 */
export async function entriesAfter(
  db: Database,
  query: Required<DateRange> & { supply_id?: number | undefined },
  timeZone: string,
  last: { id: number; made_on: string } | undefined,
  limit: number,
) {
  const after = last && sql`(${kardexEntries.made_on}, ${kardexEntries.id}) < (${last.made_on}::timestamptz, ${last.id})`;
  const statement = selectEntries(db)
    .where(and(ledgerWhere(query, timeZone), after))
    .orderBy(...newestFirst)
    .limit(limit)
    .prepare('');
  return (await withFastRows(statement).execute()).map(presentEntry);
}

interface ConsolidatedSqlRow {
  supply_id: number;
  supply_name: string;
  type_supply: string | null;
  type_supply_name: string | null;
  unit_of_measurement: string;
  status: number;
  input: string;
  output: string;
  balance: string;
  unit_value: string;
  total: string;
  current_quantity: string;
}

/** Inputs and outputs per supply over the range, from the month and day roll-ups (`monthsAndDaysOf`). */
const movesOf = (range: Required<DateRange>) =>
  monthsAndDaysOf(
    range,
    { keys: ['supply_id'], sums: ['input', 'output', 'entries'] },
    { table: supplyMonths, column: supplyMonths.month },
    { table: supplyDays, column: supplyDays.day },
  );

/**
 * Per supply: inputs and outputs inside the range, the balance and its value (balance × the
 * average cost then) at the end of the range, and today's quantity. Supplies appear when they
 * moved in the range or held stock at its end. Read from the stock roll-ups, never from the
 * entries (docs/decisions/035, 037, 040): the moves from the range's months and days; the balance
 * from the month ends when the range ends on a month's last day or reaches today, else (and for a
 * supply that did not move that month) from one backward probe of `supply_days`' primary key for
 * the supply's last day up to the end, whose balance is the last entry's before the end.
 */
export async function consolidatedKardex(db: Database, query: Required<DateRange> & { supply_id?: number | undefined }) {
  const oneSupply = (column: string) => (query.supply_id ? sql`AND ${sql.raw(column)} = ${query.supply_id}` : sql``);
  const result = await db.execute(sql`
    WITH ends AS (
      -- The range's end, or today (the database's clock, which stamps the entries) when it reaches it.
      SELECT least(${query.to_date}::date, (now() AT TIME ZONE z.time_zone)::date) AS day,
             (now() AT TIME ZONE z.time_zone)::date AS today
      FROM roll_up_settings z
    ), balance_month AS (
      -- Its month, when the end is that month's last day or today: the month ends hold the balances then.
      SELECT date_trunc('month', ends.day)::date AS month FROM ends
      WHERE ends.day = ends.today OR ends.day = (date_trunc('month', ends.day) + interval '1 month - 1 day')::date
    ), moves AS (
      SELECT d.supply_id, sum(d.input) AS input, sum(d.output) AS output
      FROM ${movesOf(query)} d
      WHERE true ${oneSupply('d.supply_id')}
      GROUP BY d.supply_id
      -- Supplies with entries in the range: a month's rows less its left-out days can cancel out.
      HAVING sum(d.entries) > 0
    )
    SELECT s.id AS supply_id, s.name AS supply_name, s.type_supply, ti.value AS type_supply_name,
           s.unit_of_measurement, s.status,
           COALESCE(m.input, 0)::text AS input,
           COALESCE(m.output, 0)::text AS output,
           COALESCE(last_entry.balance, 0)::text AS balance,
           COALESCE(last_entry.average_cost, 0)::text AS unit_value,
           round(COALESCE(last_entry.balance * last_entry.average_cost, 0), 6)::text AS total,
           s.quantity::text AS current_quantity
    FROM supplies s
    LEFT JOIN moves m ON m.supply_id = s.id
    LEFT JOIN supply_month_ends e ON e.month = (SELECT month FROM balance_month) AND e.supply_id = s.id
    -- A supply without a month end there did not move that month: its last day before is probed.
    LEFT JOIN LATERAL (
      SELECT d.balance, d.average_cost
      FROM supply_days d
      WHERE e.supply_id IS NULL AND d.supply_id = s.id AND d.day <= ${query.to_date}::date
      ORDER BY d.day DESC
      LIMIT 1
    ) probe ON true
    CROSS JOIN LATERAL (
      SELECT COALESCE(e.balance, probe.balance) AS balance, COALESCE(e.average_cost, probe.average_cost) AS average_cost
    ) last_entry
    LEFT JOIN items ti ON ti.key = s.type_supply
      AND ti.list_id = (SELECT l.id FROM lists l WHERE l.name = ${TYPES_OF_SUPPLIES_LIST})
    WHERE (m.supply_id IS NOT NULL OR last_entry.balance > 0) ${oneSupply('s.id')}
    ORDER BY s.name_order COLLATE "C", s.id`);
  const rows = (result as unknown as { rows: ConsolidatedSqlRow[] }).rows;
  return rows.map((row) => ({
    supply_id: Number(row.supply_id),
    supply_name: row.supply_name,
    type_supply: row.type_supply,
    type_supply_name: row.type_supply_name,
    unit_of_measurement: row.unit_of_measurement,
    status: Number(row.status),
    input: Number(row.input),
    output: Number(row.output),
    balance: Number(row.balance),
    unit_value: Number(row.unit_value),
    total: Number(row.total),
    current_quantity: Number(row.current_quantity),
  }));
}
