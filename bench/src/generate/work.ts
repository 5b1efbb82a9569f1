import { activityTemplates, SUPPLY_PLACEHOLDER, VARIANTS } from './templates';
import { inChunks, quote, run, timed, withoutIndexes, type Plan } from './sql';

const FIRST_NAMES = ['Ana', 'Luis', 'Marta', 'Jorge', 'Sandra', 'Carlos', 'Paola', 'Andrés', 'Diana', 'Fabio'];
const LAST_NAMES = ['Gómez', 'Rodríguez', 'López', 'Martínez', 'García', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Díaz'];
const PRODUCTS = ['Caja plegadiza', 'Etiqueta', 'Plegable', 'Bolsa de papel', 'Estuche', 'Volante', 'Afiche', 'Catálogo'];
export const MACHINES = 12;
/** The operator's hour value, also the rate each of their intervals was paid at. */
export const hourValueSql = (operator: string) => `(9000 + (${operator} % 20) * 500)::numeric`;

/** Operators (`op<id>`, all with the bench password), machines and the rule catalogue. */
export async function generatePeople(plan: Plan, passwordHash: string) {
  const { base, size } = plan;
  await run(
    plan.db,
    `INSERT INTO users (id, identification_number, first_name, last_name, gender, role, hour_value, username, password_hash, created_at, updated_at)
     SELECT ${base.users} + u + 1, 'B' || (${base.users} + u + 1),
       (ARRAY[${FIRST_NAMES.map(quote).join(',')}])[1 + u % 10], (ARRAY[${LAST_NAMES.map(quote).join(',')}])[1 + (u / 10) % 10],
       CASE WHEN u % 2 = 0 THEN 'F' ELSE 'M' END, 'operator', ${hourValueSql('u')}, 'op' || (${base.users} + u + 1), ${quote(passwordHash)},
       ${plan.t0}, ${plan.t0}
     FROM generate_series(0, ${size.operators - 1}) u`,
  );
  await run(
    plan.db,
    `INSERT INTO machines (id, name, hour_cost, created_at, updated_at)
     SELECT ${base.machines} + g + 1, 'Máquina ' || (${base.machines} + g + 1), 20000 + g * 2500, ${plan.t0}, ${plan.t0}
     FROM generate_series(0, ${MACHINES - 1}) g`,
  );
}

/** Templates of the 17 types (three variants each) in a scratch table the inserts join. */
export async function createTemplates(plan: Plan) {
  const templates = activityTemplates();
  await run(plan.db, `DROP TABLE IF EXISTS bench_templates`);
  await run(
    plan.db,
    `CREATE TABLE bench_templates AS
     SELECT * FROM jsonb_to_recordset(${quote(JSON.stringify(templates))}::jsonb)
       AS x(idx int, type text, quantity numeric, tbp int, ept int, total int, details text, rule_field text)`,
  );
  return templates.length / VARIANTS;
}

/**
 * Orders, one every ~44 minutes of history; activity a (10 per order) is worked by operator
 * a mod P during block a div P, so each operator's consecutive slots of a day go to one activity
 * and every activity has work. Orders of the last 20 days are in development, one in 37 older
 * ones cancelled, the rest finished.
 */
export async function generateOrders(plan: Plan, types: number) {
  const { base, counts, size } = plan;
  await timed(plan, `${counts.orders} órdenes`, () =>
    inChunks(counts.orders, plan.chunk, (lo, hi) =>
      run(
        plan.db,
        `INSERT INTO production_orders (id, client, contract_number, reference, quantity, unit_value, contract_value, delivery_day, status,
           created_by, last_changed_status_by, last_changed_status_at, cancelled_by, cancelled_at, created_at, updated_at)
         SELECT ${base.production_orders} + o + 1, 'Cliente ' || (1 + o % 400), 20000 + ${base.production_orders} + o,
           (ARRAY[${PRODUCTS.map(quote).join(',')}])[1 + o % ${PRODUCTS.length}] || ' ref. ' || (1000 + o % 5000), q, uv, q * uv,
           ((c + interval '15 days') AT TIME ZONE 'America/Bogota')::date, st, ${plan.adminId}, ${plan.adminId}, c,
           CASE WHEN st = 'cancelled' THEN ${plan.adminId} END, CASE WHEN st = 'cancelled' THEN c END, c, c
         FROM generate_series(${lo}, ${hi}) o,
         LATERAL (SELECT ${plan.t0} + (floor(o * 10.0 / ${size.operators}) / ${counts.blocks} * ${counts.days}) * interval '1 day'
                    - interval '2 days' + (o % 8) * interval '53 minutes' AS c,
                  500 + (o * 37 % 20) * 250 AS q, (120 + (o % 50) * 10.5)::numeric AS uv) x,
         LATERAL (SELECT CASE WHEN c > now() - interval '20 days' THEN 'developing' WHEN o % 37 = 0 THEN 'cancelled' ELSE 'finished' END AS st) s`,
      ),
    ),
  );
  await timed(plan, `${counts.activities} actividades y sus trabajadores`, () =>
    withoutIndexes(plan, ['activities', 'activity_users'], () =>
      inChunks(counts.activities, plan.chunk, async (lo, hi) => {
        await run(
          plan.db,
          `INSERT INTO activities (id, type, production_order_id, status, quantity, machine_id, time_before_production, estimated_production_time,
           total_estimated_production_time, due_date, details, created_at, updated_at)
         SELECT ${base.activities} + a + 1, t.type, po.id, CASE WHEN po.status = 'finished' THEN 'finished' ELSE 'paused' END, t.quantity,
           CASE WHEN a % 4 = 0 THEN NULL ELSE ${base.machines} + 1 + a % ${MACHINES} END, t.tbp, t.ept, t.total, po.delivery_day,
           replace(t.details, '${SUPPLY_PLACEHOLDER}', (${base.supplies} + 1 + a % ${size.supplies})::text)::jsonb, po.created_at, po.created_at
         FROM generate_series(${lo}, ${hi}) a
         JOIN production_orders po ON po.id = ${base.production_orders} + a / 10 + 1
         JOIN bench_templates t ON t.idx = ((a / 10 * 3 + a % 10) % ${types}) * 3 + (a / 10) % 3`,
        );
        await run(
          plan.db,
          `INSERT INTO activity_users (id, activity_id, user_id, status, created_at, updated_at)
         SELECT ${base.activity_users} + (a.id - ${base.activities}), a.id, ${base.users} + 1 + (a.id - ${base.activities} - 1) % ${size.operators},
           a.status, a.created_at, a.created_at
         FROM activities a WHERE a.id BETWEEN ${base.activities + lo + 1} AND ${base.activities + hi + 1}`,
        );
      }),
    ),
  );
}

/**
 * Each operator's intervals on a working day from 07:00 (Bogotá), one every `spacing` minutes,
 * each lasting 55–84 % of it: never two of one operator overlapping, none open.
 */
export async function generateIntervals(plan: Plan) {
  const { base, counts, size } = plan;
  const n = counts.intervalsPerOperator;
  const spacing = (counts.days * 600) / n;
  const slotsPerChunk = Math.max(1, Math.floor(plan.chunk / size.operators));
  await timed(plan, `${counts.intervals} intervalos`, () =>
    withoutIndexes(plan, ['intervals'], () =>
      inChunks(n, slotsPerChunk, (lo, hi) =>
        run(
          plan.db,
          `INSERT INTO intervals (id, activity_user_id, user_id, start_time, end_time, quantity_produced, minutes, value, hour_value, created_at, updated_at)
         SELECT ${base.intervals} + s * ${size.operators} + u + 1, ${base.activity_users} + (s * ${counts.blocks} / ${n}) * ${size.operators} + u + 1,
           ${base.users} + u + 1, x.st, x.st + x.dur * interval '1 second', (s % 5) * 20, m.mins, round(m.mins / 60 * x.hv, 6), x.hv,
           x.st, x.st + x.dur * interval '1 second'
         FROM generate_series(${lo}::bigint, ${hi}::bigint) s CROSS JOIN generate_series(0, ${size.operators - 1}) u,
         LATERAL (SELECT s::numeric * ${counts.days * 600} / ${n} AS wm) w,
         LATERAL (SELECT ${plan.t0} + floor(w.wm / 600) * interval '1 day' + interval '12 hours'
                    + round((w.wm - floor(w.wm / 600) * 600) * 60) * interval '1 second' AS st,
                  round(${spacing} * 60 * (0.55 + ((s * 31 + u * 17) % 30) / 100.0)) AS dur, ${hourValueSql('u')} AS hv) x,
         LATERAL (SELECT round(x.dur::numeric / 60, 6) AS mins) m`,
        ),
      ),
    ),
  );
}

/**
 * The totals of DESIGN §7.1 in bulk, the same sums `recomputeActivityTotals` and
 * `recomputeOrderCosts` make one at a time: per worker and activity from the closed intervals,
 * per order from its activities, supplies used and external services.
 */
export async function computeTotals(plan: Plan) {
  const { base, counts } = plan;
  await timed(plan, 'totales de actividades', () =>
    inChunks(counts.activities, plan.chunk, async (lo, hi) => {
      const [first, last] = [base.activities + lo + 1, base.activities + hi + 1];
      await run(
        plan.db,
        `UPDATE activity_users au SET quantity_produced = w.q
         FROM (SELECT i.activity_user_id, sum(i.quantity_produced) AS q FROM intervals i
               WHERE i.activity_user_id BETWEEN ${base.activity_users + lo + 1} AND ${base.activity_users + hi + 1} GROUP BY 1) w
         WHERE au.id = w.activity_user_id`,
      );
      await run(
        plan.db,
        `UPDATE activities a SET
           time_spent = w.minutes,
           value = CASE WHEN a.was_made_by_third THEN a.value ELSE w.value END,
           machinery_cost = round(w.minutes / 60 * COALESCE((SELECT m.hour_cost FROM machines m WHERE m.id = a.machine_id), 0), 6),
           quantity_produced = w.q, start_time = w.first_start,
           end_time = CASE WHEN a.status = 'finished' THEN w.last_end END
         FROM (SELECT au.activity_id,
                 COALESCE(sum(i.minutes) FILTER (WHERE i.end_time IS NOT NULL), 0) AS minutes,
                 COALESCE(sum(i.value) FILTER (WHERE i.end_time IS NOT NULL), 0) AS value,
                 COALESCE(sum(i.quantity_produced), 0) AS q, min(i.start_time) AS first_start, max(i.end_time) AS last_end
               FROM activity_users au JOIN intervals i ON i.activity_user_id = au.id
               WHERE au.activity_id BETWEEN ${first} AND ${last} GROUP BY 1) w
         WHERE a.id = w.activity_id`,
      );
    }),
  );
  await timed(plan, 'totales de órdenes', () =>
    inChunks(counts.orders, plan.chunk, (lo, hi) => {
      const range = `BETWEEN ${base.production_orders + lo + 1} AND ${base.production_orders + hi + 1}`;
      return run(
        plan.db,
        `UPDATE production_orders po SET
           supplies_cost = COALESCE(su.value, 0),
           leftovers_value = COALESCE(l.value, 0),
           labor_cost = COALESCE(ac.labor, 0),
           cost_work_third_party = COALESCE(ac.third, 0) + COALESCE(es.value, 0),
           machinery_cost = COALESCE(ac.machinery, 0),
           estimated_total_time = COALESCE(ac.estimated, 0),
           total_labor_time = COALESCE(ac.spent, 0),
           last_changed_status_at = CASE WHEN po.status = 'developing' THEN po.created_at
                                         ELSE COALESCE(ac.last_end, po.created_at + interval '10 days') END,
           cancelled_at = CASE WHEN po.status = 'cancelled' THEN COALESCE(ac.last_end, po.created_at + interval '10 days') END,
           updated_at = CASE WHEN po.status = 'developing' THEN po.created_at ELSE COALESCE(ac.last_end, po.created_at + interval '10 days') END
         FROM (SELECT id FROM production_orders WHERE id ${range}) o
         LEFT JOIN (SELECT production_order_id, sum(value) FILTER (WHERE NOT was_made_by_third) AS labor,
                      sum(value) FILTER (WHERE was_made_by_third) AS third, sum(machinery_cost) AS machinery,
                      sum(total_estimated_production_time) AS estimated, sum(time_spent) AS spent, max(end_time) AS last_end
                    FROM activities WHERE production_order_id ${range} GROUP BY 1) ac ON ac.production_order_id = o.id
         LEFT JOIN (SELECT production_order_id, sum(value) AS value FROM supplies_used WHERE production_order_id ${range} GROUP BY 1) su
           ON su.production_order_id = o.id
         LEFT JOIN (SELECT production_order_id, sum(value) AS value FROM leftovers WHERE production_order_id ${range} GROUP BY 1) l
           ON l.production_order_id = o.id
         LEFT JOIN (SELECT production_order_id, sum(value) AS value FROM external_services WHERE production_order_id ${range} GROUP BY 1) es
           ON es.production_order_id = o.id
         WHERE po.id = o.id`,
      );
    }),
  );
}

/** One external service (a die maker) on one order in ten. */
export async function generateExternalServices(plan: Plan) {
  const { base, counts } = plan;
  await run(
    plan.db,
    `INSERT INTO external_services (id, production_order_id, kind, provider, value, due_date, created_at, updated_at)
     SELECT ${base.external_services} + o / 10 + 1, ${base.production_orders} + o + 1, 'Troquel', 'Troqueles del Valle',
       50000 + (o % 7) * 10000, po.delivery_day, po.created_at, po.created_at
     FROM generate_series(3, ${counts.orders - 1}, 10) o JOIN production_orders po ON po.id = ${base.production_orders} + o + 1`,
  );
}
