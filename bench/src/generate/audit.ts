import { inChunks, quote, run, timed, withoutIndexes, type Plan, type Table } from './sql';

/** Where the audit triggers say who acted from (server/src/lib/audit-context.ts sets it from the request). */
const OFFICE_IP = '192.168.1.20';

/**
 * Columns the row trigger leaves out of a change (server/drizzle/0013_audit_events.sql): its
 * bookkeeping, and per table the columns the server recomputes (the trigger's second argument).
 * `status` is left out of the creations too: the generator writes each row in its final state,
 * and the orders' ending gets its own event below.
 */
const BOOKKEEPING = [
  'id',
  'created_at',
  'updated_at',
  'updated_by',
  'token_version',
  'name_key',
  'last_changed_status_by',
  'last_changed_status_at',
];

interface Source {
  table: Table;
  /** The trigger's record type and recomputed columns. */
  derived: string[];
  parent?: { column: string; type: string };
  /** Who made the row (SQL over the row `t`). */
  user: string;
}

/** The audited tables the generator fills, each as its trigger records it (migration 0013). */
function sources(plan: Plan): Source[] {
  const admin = String(plan.adminId);
  return [
    {
      table: 'production_orders',
      derived: [
        'supplies_cost',
        'leftovers_value',
        'machinery_cost',
        'labor_cost',
        'cost_work_third_party',
        'estimated_total_time',
        'total_labor_time',
      ],
      user: 't.created_by',
    },
    {
      table: 'activities',
      derived: ['status', 'quantity_produced', 'machinery_cost', 'time_spent', 'start_time', 'end_time', 'value'],
      parent: { column: 'production_order_id', type: 'production_orders' },
      user: admin,
    },
    { table: 'supplies', derived: ['quantity', 'unit_value'], user: admin },
    { table: 'purchases', derived: ['total'], user: 't.created_by' },
    { table: 'purchase_details', derived: [], parent: { column: 'purchase_id', type: 'purchases' }, user: admin },
    { table: 'supplies_used', derived: [], parent: { column: 'production_order_id', type: 'production_orders' }, user: 't.created_by' },
  ];
}

/** `{ field: [null, value] }` of a created row, as the trigger writes it (null fields are no change). */
const createdChanges = (source: Source) => {
  const left = [...BOOKKEEPING, ...source.derived, 'status'].map(quote).join(',');
  return `(SELECT COALESCE(jsonb_object_agg(e.key, jsonb_build_array(NULL, e.value)), '{}'::jsonb)
           FROM jsonb_each(to_jsonb(t) - ARRAY[${left}]::text[]) e WHERE e.value <> 'null'::jsonb)`;
};

/**
 * The audit trail the triggers would have written over the generated history (issue 23 item 6:
 * the audit screen's first page measured against five years of events): one `created` event per
 * order, activity, supply, purchase, purchase line and supply used, at the row's creation, by the
 * administrator from the office; one `finished` or `cancelled` event per order that ended. Not the
 * work intervals' start and pause (two events each, four times the rest): the first page reads the
 * last 30 days through `audit_events_at_idx`, and the volume above already makes counting the
 * whole table cost what the issue measured. Returns how many rows it wrote.
 */
export async function generateAuditTrail(plan: Plan) {
  const counted = async () => Number((await run(plan.db, `SELECT count(*) AS n FROM audit_events`))[0]!.n);
  const before = await counted();
  await timed(plan, 'rastro de auditoría', () =>
    withoutIndexes(plan, ['audit_events'], async () => {
      for (const source of sources(plan)) {
        const [last] = await run(plan.db, `SELECT COALESCE(max(id), 0) AS id FROM ${source.table}`);
        const first = plan.base[source.table];
        await inChunks(Number(last!.id) - first, plan.chunk, (lo, hi) =>
          run(
            plan.db,
            `INSERT INTO audit_events (at, user_id, ip, action, record_type, record_id, parent_type, parent_id, changes)
             SELECT t.created_at, ${source.user}, '${OFFICE_IP}', 'created', '${source.table}', t.id,
               ${source.parent ? `'${source.parent.type}', t.${source.parent.column}` : 'NULL, NULL'}, ${createdChanges(source)}
             FROM ${source.table} t WHERE t.id BETWEEN ${first + lo + 1} AND ${first + hi + 1}`,
          ),
        );
      }
      await run(
        plan.db,
        `INSERT INTO audit_events (at, user_id, ip, action, record_type, record_id, changes)
         SELECT COALESCE(t.cancelled_at, t.last_changed_status_at), t.last_changed_status_by, '${OFFICE_IP}', t.status, 'production_orders', t.id,
           jsonb_build_object('status', jsonb_build_array('developing', t.status))
         FROM production_orders t WHERE t.id > ${plan.base.production_orders} AND t.status IN ('finished', 'cancelled')`,
      );
    }),
  );
  return (await counted()) - before;
}
