import { inChunks, run, timed, type Plan } from './sql';

const SUPPLY_KINDS = [
  ['Papel propalcote', 'paper'],
  ['Cartulina esmaltada', 'board'],
  ['Tinta offset', 'ink'],
  ['Película BOPP', 'film'],
  ['Barniz UV', 'varnish'],
  ['Pegante PVA', 'glue'],
  ['Foil metalizado', 'foil'],
  ['Cinta doble faz', 'other'],
] as const;
/** Details per purchase: supplies of 20 consecutive ids bought on the same day. */
const PER_PURCHASE = 20;

/**
 * The ledger, built in a scratch table first (the kardex refuses updates): entry n of a supply is
 * an output (supplies used by an order in development at that moment) when n is a multiple of 3,
 * else an input (a purchase detail), at the supply's own unit price, so the moving average is
 * that price. Inputs bring 20–49 units and outputs take 15–34, so after every two inputs the
 * stock has grown: balances, the running sum of the quantities, are never negative.
 */
export async function generateStock(plan: Plan) {
  const { base, counts, size } = plan;
  const K = counts.entriesPerSupply;
  const groups = Math.ceil(size.supplies / PER_PURCHASE);
  const names = SUPPLY_KINDS.map(([name]) => `'${name}'`).join(',');
  const kinds = SUPPLY_KINDS.map(([, kind]) => `'${kind}'`).join(',');
  await run(
    plan.db,
    `INSERT INTO supplies (id, name, quantity, unit_of_measurement, unit_value, stock_minimum, type_supply, created_by, created_at, updated_at)
     SELECT ${base.supplies} + j + 1, (ARRAY[${names}])[1 + j % 8] || ' ' || (${base.supplies} + j + 1), 0,
       CASE WHEN j % 8 IN (2, 4, 5) THEN 'Kilogramo' ELSE 'Unidad' END, 0, 100, (ARRAY[${kinds}])[1 + j % 8], ${plan.adminId}, ${plan.t0}, ${plan.t0}
     FROM generate_series(0, ${size.supplies - 1}) j`,
  );
  await run(plan.db, `DROP TABLE IF EXISTS bench_ledger`);
  await timed(plan, `libro de ${counts.kardexEntries} movimientos (tabla de trabajo)`, async () => {
    await run(
      plan.db,
      `CREATE TABLE bench_ledger AS
       SELECT j, n, kind, qty, price, made_on, sum(CASE WHEN kind = 'input' THEN qty ELSE -qty END) OVER (PARTITION BY j ORDER BY n) AS balance
       FROM generate_series(0, ${size.supplies - 1}) j CROSS JOIN generate_series(1, ${K}) n,
       LATERAL (SELECT CASE WHEN n % 3 = 0 THEN 'output' ELSE 'input' END AS kind,
                  (CASE WHEN n % 3 = 0 THEN 15 + (n * 13 + j) % 20 ELSE 20 + (n * 7 + j) % 30 END)::numeric AS qty,
                  (200 + (j % 97) * 50)::numeric AS price,
                  ${plan.t0} + ((n - 0.5) / ${K} * ${counts.days}) * interval '1 day' + (j % 3600) * interval '1 second' AS made_on) x`,
    );
    await run(plan.db, `CREATE INDEX bench_ledger_idx ON bench_ledger (j, n)`);
  });
  // Input number (0-based) of entry n, and output number, give the ids of their documents.
  const inputNo = `(n - n / 3 - 1)`;
  const outputNo = `(n / 3 - 1)`;
  await timed(plan, 'compras y sus detalles', async () => {
    await run(
      plan.db,
      `INSERT INTO purchases (id, company, invoice_number, purchased_at, status, total, approved_by, approved_at, created_by, created_at, updated_at)
       SELECT ${base.purchases} + ${inputNo} * ${groups} + j / ${PER_PURCHASE} + 1, 'Proveedor ' || (1 + (j / ${PER_PURCHASE}) % 15),
         'FV-' || (${base.purchases} + ${inputNo} * ${groups} + j / ${PER_PURCHASE} + 1), (min(made_on) AT TIME ZONE 'America/Bogota')::date,
         'approved', sum(qty * price), ${plan.adminId}, min(made_on), ${plan.adminId}, min(made_on), min(made_on)
       FROM bench_ledger WHERE kind = 'input' GROUP BY ${inputNo}, j / ${PER_PURCHASE}`,
    );
    await inChunks(size.supplies, Math.max(1, Math.floor(plan.chunk / K)), (lo, hi) =>
      run(
        plan.db,
        `INSERT INTO purchase_details (id, purchase_id, supply_id, quantity, total, created_at, updated_at)
         SELECT ${base.purchase_details} + ${inputNo} * ${size.supplies} + j + 1, ${base.purchases} + ${inputNo} * ${groups} + j / ${PER_PURCHASE} + 1,
           ${base.supplies} + j + 1, qty, qty * price, made_on, made_on
         FROM bench_ledger WHERE kind = 'input' AND j BETWEEN ${lo} AND ${hi}`,
      ),
    );
  });
  await timed(plan, 'insumos usados por las órdenes', () =>
    inChunks(size.supplies, Math.max(1, Math.floor(plan.chunk / K)), (lo, hi) =>
      run(
        plan.db,
        `INSERT INTO supplies_used (id, production_order_id, supply_id, quantity, value, created_by, created_at, updated_at)
         SELECT ${base.supplies_used} + ${outputNo} * ${size.supplies} + j + 1,
           ${base.production_orders} + 1 + greatest(0, least(${counts.orders - 1}, floor((n - 0.5) / ${K} * ${counts.orders})::int - j % 8)),
           ${base.supplies} + j + 1, qty, qty * price, ${plan.adminId}, made_on, made_on
         FROM bench_ledger WHERE kind = 'output' AND j BETWEEN ${lo} AND ${hi}`,
      ),
    ),
  );
  await timed(plan, `${counts.kardexEntries} movimientos de kardex`, () =>
    inChunks(size.supplies, Math.max(1, Math.floor(plan.chunk / K)), (lo, hi) =>
      run(
        plan.db,
        `INSERT INTO kardex_entries (id, supply_id, kind, quantity, unit_value, total, balance, average_cost, source_type, source_id,
           production_order_id, made_on, created_by, created_at)
         SELECT ${base.kardex_entries} + (n - 1) * ${size.supplies} + j + 1, ${base.supplies} + j + 1, l.kind, qty, price, qty * price, balance, price,
           CASE WHEN l.kind = 'input' THEN 'PurchaseDetail' ELSE 'SupplyUsed' END,
           CASE WHEN l.kind = 'input' THEN ${base.purchase_details} + ${inputNo} * ${size.supplies} + j + 1
                ELSE ${base.supplies_used} + ${outputNo} * ${size.supplies} + j + 1 END,
           su.production_order_id, made_on, ${plan.adminId}, made_on
         FROM bench_ledger l
         LEFT JOIN supplies_used su ON l.kind = 'output' AND su.id = ${base.supplies_used} + ${outputNo} * ${size.supplies} + j + 1
         WHERE j BETWEEN ${lo} AND ${hi}`,
      ),
    ),
  );
  await run(
    plan.db,
    `UPDATE supplies s SET quantity = l.balance, unit_value = l.price, updated_at = l.made_on
     FROM bench_ledger l WHERE l.n = ${K} AND s.id = ${base.supplies} + l.j + 1`,
  );
  await generateInventories(plan);
  await run(plan.db, `DROP TABLE bench_ledger`);
}

/**
 * A closed inventory per month of history, each counting 100 supplies (in turn) at the stock the
 * ledger had at its deadline: every count matched, so no adjustment entered the ledger.
 */
async function generateInventories(plan: Plan) {
  const { base, counts, size } = plan;
  const perInventory = Math.min(100, size.supplies);
  await run(
    plan.db,
    `INSERT INTO inventaries (id, year, month, status, deadline, observation, created_by, closed_by, closed_at, created_at, updated_at)
     SELECT ${base.inventaries} + m + 1, extract(year FROM d)::int, extract(month FROM d)::int, 'closed', (d + interval '1 month - 1 day')::date,
       'Inventario mensual', ${plan.adminId}, ${plan.adminId}, d + interval '1 month', d + interval '1 month - 5 days', d + interval '1 month'
     FROM generate_series(0, ${counts.months - 2}) m,
     LATERAL (SELECT date_trunc('month', ${plan.t0} AT TIME ZONE 'America/Bogota') + (m + 1) * interval '1 month' AS d) x`,
  );
  await run(
    plan.db,
    `INSERT INTO inventary_details (id, inventary_id, supply_id, supply_quantity, quantity, created_at, updated_at)
     SELECT ${base.inventary_details} + m * ${perInventory} + k + 1, ${base.inventaries} + m + 1, ${base.supplies} + jj + 1,
       COALESCE(b.balance, 0), COALESCE(b.balance, 0), inv.created_at, inv.closed_at
     FROM generate_series(0, ${counts.months - 2}) m CROSS JOIN generate_series(0, ${perInventory - 1}) k
     JOIN inventaries inv ON inv.id = ${base.inventaries} + m + 1,
     LATERAL (SELECT (m * ${perInventory} + k) % ${size.supplies} AS jj) x,
     LATERAL (SELECT l.balance FROM bench_ledger l WHERE l.j = x.jj AND l.made_on < inv.closed_at ORDER BY l.n DESC LIMIT 1) b`,
  );
}

/** Six rules per activity type on its first rule field, for planned quantities 0–500, 500–1 000… */
export async function generateRules(plan: Plan) {
  const { base } = plan;
  await run(
    plan.db,
    `INSERT INTO time_estimation_rules (id, name, activity, time_before_production, estimated_production_time, created_by, created_at, updated_at)
     SELECT ${base.time_estimation_rules} + t.idx / 3 * 6 + r + 1, 'Regla ' || (r + 1) || ' de ' || t.type, t.type, 300 + r * 120, 1 + r,
       ${plan.adminId}, ${plan.t0}, ${plan.t0}
     FROM bench_templates t CROSS JOIN generate_series(0, 5) r WHERE t.idx % 3 = 0`,
  );
  await run(
    plan.db,
    `INSERT INTO time_estimation_rule_conditions (id, time_estimation_rule_id, field, comparator, value)
     SELECT ${base.time_estimation_rule_conditions} + (rule.id - ${base.time_estimation_rules} - 1) * 2 + c + 1, rule.id, t.rule_field,
       CASE WHEN c = 0 THEN '>=' ELSE '<' END, ((r + c) * 500)::text
     FROM bench_templates t CROSS JOIN generate_series(0, 5) r CROSS JOIN generate_series(0, 1) c
     JOIN time_estimation_rules rule ON rule.id = ${base.time_estimation_rules} + t.idx / 3 * 6 + r + 1
     WHERE t.idx % 3 = 0`,
  );
}
