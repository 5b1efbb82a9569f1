import { sql } from 'drizzle-orm';
import { loadConfig } from '@tintero/server/src/config';
import { rebuildRollUps } from '@tintero/server/src/roll-ups/rebuild';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '@tintero/server/src/db/client';
import * as schema from '@tintero/server/src/db/schema';
import { hashPassword } from '@tintero/server/src/lib/passwords';
import { generateAuditTrail } from './generate/audit';
import { checkDataSet } from './generate/check';
import { countsOf, type Size } from './generate/size';
import { run, TABLES, timed, withoutIndexes, type Plan } from './generate/sql';
import { generateStock, generateRules } from './generate/stock';
import {
  computeTotals,
  createTemplates,
  generateExternalServices,
  generateIntervals,
  generateOrders,
  generatePeople,
} from './generate/work';

export { SIZES, countsOf, sizeLabel, parseSize, type Size } from './generate/size';

export const BENCH_PASSWORD = 'bench-password-1';

/**
 * A realistic workshop of `size` (DESIGN §10 at five years, 80 operators, 2 000 supplies), by
 * bulk SQL on either database: operators, machines, orders with 10 activities each across the 17
 * types (their own fields from the registry), one worker per activity, never-overlapping closed
 * intervals, supplies with purchases, supplies used and the kardex they wrote, monthly
 * inventories, time-estimation rules; totals and costs computed in SQL as the server computes
 * them, then checked on samples. Rows take ids after the ones the tables already hold; the
 * administrator (`admin`) must exist. Prints how long each part took.
 *
 * `db` must be one database session (PGlite, or `withOneSession` on PostgreSQL, not a pool): the
 * audit triggers are switched off in it (`tintero.audit`, server/drizzle/0013_audit_events.sql),
 * row by row they would take longer than the data; the trail they would have written is then
 * loaded in bulk (generate/audit.ts). A run where a trigger wrote audit rows anyway fails.
 */
export async function generateDataSet(
  db: Database,
  size: Size,
  options: { chunk?: number; log?: (line: string) => void; check?: boolean } = {},
) {
  const log = options.log ?? ((line: string) => console.log(line));
  const counts = countsOf(size);
  const base = {} as Plan['base'];
  for (const table of TABLES) {
    const [row] = await run(db, `SELECT COALESCE(max(id), 0) AS id FROM ${table}`);
    base[table] = Number(row!.id);
  }
  const [admin] = await run(db, `SELECT id FROM users WHERE role = 'administrator' ORDER BY id LIMIT 1`);
  if (!admin) throw new Error('generateDataSet: falta el administrador');
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const t0 = new Date(today.getTime() - counts.days * 86_400_000).toISOString();
  const plan: Plan = {
    db,
    size,
    counts,
    base,
    adminId: Number(admin.id),
    t0: `'${t0}'::timestamptz`,
    chunk: options.chunk ?? 200_000,
    log,
  };
  log(
    `generando ${size.years} años, ${size.operators} operarios: ${counts.orders} órdenes, ${counts.activities} actividades, ` +
      `${counts.intervals} intervalos, ${size.supplies} insumos, ${counts.kardexEntries} movimientos de kardex`,
  );
  const started = performance.now();
  const auditRows = async () => Number((await run(db, `SELECT count(*) AS n FROM audit_events`))[0]!.n);
  const auditBefore = await auditRows();
  await run(db, `SET tintero.audit = 'off'`);
  let auditWritten: number;
  try {
    auditWritten = await generateRows(plan);
  } finally {
    await run(db, `RESET tintero.audit`);
  }
  if ((await auditRows()) !== auditBefore + auditWritten)
    throw new Error('generateDataSet: se escribieron filas de auditoría (¿db es un pool de conexiones?)');
  if (options.check !== false) await timed(plan, 'comprobación', () => checkDataSet(plan));
  log(`  total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return counts;
}

async function generateRows(plan: Plan) {
  const { db } = plan;
  const types = await createTemplates(plan);
  await timed(plan, 'operarios, máquinas y reglas', async () => {
    await generatePeople(plan, await hashPassword(BENCH_PASSWORD));
    await generateRules(plan);
  });
  await generateOrders(plan, types);
  await generateIntervals(plan);
  await timed(plan, 'insumos, compras, kardex e inventarios', () =>
    withoutIndexes(plan, ['purchase_details', 'supplies_used', 'kardex_entries'], () => generateStock(plan)),
  );
  await generateExternalServices(plan);
  await computeTotals(plan);
  const auditWritten = await generateAuditTrail(plan);
  // The roll-ups the server keeps with every change of time and of stock, from the rows just loaded (docs/decisions/031, 035, 037).
  // In APP_TIME_ZONE, as the server that opens the data set counts its days (else it rebuilds them at start).
  await timed(plan, 'resúmenes (labour_days, supply_days)', () => db.transaction((tx) => rebuildRollUps(tx, loadConfig().appTimeZone)));
  await run(db, `DROP TABLE bench_templates`);
  for (const table of TABLES) await run(db, `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  // Vacuumed as a production database would be by then (issue 23): PostgreSQL by its autovacuum,
  // which this machine's cluster runs with off, PGlite by the server's upkeep (db/upkeep.ts).
  await timed(plan, 'VACUUM (ANALYZE)', () => db.execute(sql`VACUUM (ANALYZE)`));
  return auditWritten;
}

/** `work` on one PostgreSQL session (a client, not a pool): what `generateDataSet` needs. */
export async function withOneSession<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(drizzle(client, { schema }) as unknown as Database);
  } finally {
    await client.end();
  }
}
