import { sql } from 'drizzle-orm';
import type { Database } from '@tintero/server/src/db/client';
import { hashPassword } from '@tintero/server/src/lib/passwords';

export const BENCH_PASSWORD = 'bench-password-1';

/**
 * The budgets' data set (DESIGN §10), generated in SQL so it takes seconds: 80 operators,
 * 60 000 orders spread over the last 5 years (about 1 000 per month), 2 000 supplies and
 * 1 000 000 kardex entries (500 per supply over 5 years, two inputs for each output, so every
 * running balance is consistent and never negative). Activities and intervals join the generator
 * when the reports that read them land.
 */
export async function generateDataSet(db: Database) {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    INSERT INTO users (identification_number, first_name, last_name, gender, role, hour_value, username, password_hash)
    SELECT 'op' || g, 'Operario', 'Número ' || g, CASE WHEN g % 2 = 0 THEN 'F' ELSE 'M' END, 'operator', 9000 + g * 10, 'op' || g, ${hash}
    FROM generate_series(1, 80) g`);
  await db.execute(sql`
    INSERT INTO production_orders (client, contract_number, reference, quantity, unit_value, contract_value, delivery_day, status, actual_amount,
      created_by, created_at, updated_at, supplies_cost, labor_cost, machinery_cost, cost_work_third_party, leftovers_value)
    SELECT 'Cliente ' || (g % 400), 20000 + g, 'Referencia ' || g, 100 + g % 5000, 150.5, (100 + g % 5000) * 150.5,
      (now() - (g || ' minutes')::interval * 43.8 + interval '20 days')::date,
      (ARRAY['in_review','developing','finished','cancelled'])[1 + g % 4], CASE WHEN g % 4 = 2 THEN 90 + g % 5000 END,
      1, now() - (g || ' minutes')::interval * 43.8, now(), g % 1000 * 10.5, g % 700 * 7.25, g % 300, g % 50, g % 30
    FROM generate_series(1, 60000) g`);
  await db.execute(sql`
    INSERT INTO supplies (name, quantity, unit_of_measurement, unit_value, stock_minimum, type_supply)
    SELECT 'Insumo ' || g, 1680, 'Unidad', 1000, 100, (ARRAY['paper','board','ink','film'])[1 + g % 4]
    FROM generate_series(1, 2000) g`);
  // Entry n of a supply: an output when n is a multiple of 3, else an input, 10 units at 1 000.
  await db.execute(sql`
    INSERT INTO kardex_entries (supply_id, kind, quantity, unit_value, total, balance, average_cost, source_type, source_id, made_on, created_at)
    SELECT s.id, CASE WHEN n % 3 = 0 THEN 'output' ELSE 'input' END, 10, 1000, 10000,
      10 * (n - 2 * (n / 3)), 1000, CASE WHEN n % 3 = 0 THEN 'SupplyUsed' ELSE 'PurchaseDetail' END, n,
      now() - ((500 - n) * interval '87 hours') - s.id * interval '1 second', now()
    FROM supplies s CROSS JOIN generate_series(1, 500) n`);
  await db.execute(sql`ANALYZE`);
}

/** For the export budget: bring the supplies list to 50 000 rows. */
export async function addSuppliesForExport(db: Database) {
  await db.execute(sql`
    INSERT INTO supplies (name, quantity, unit_of_measurement, unit_value, stock_minimum, type_supply)
    SELECT 'Insumo adicional ' || g, g % 500, 'Unidad', 1500.25, 10, 'paper'
    FROM generate_series(1, 48000) g`);
}
