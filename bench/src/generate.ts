import { sql } from 'drizzle-orm';
import type { Database } from '@tintero/server/src/db/client';
import { hashPassword } from '@tintero/server/src/lib/passwords';

export const BENCH_PASSWORD = 'bench-password-1';

/**
 * The budgets' data set (DESIGN §10), generated in SQL so it takes seconds: 80 operators and
 * 60 000 orders spread over the last 5 years (about 1 000 per month). Activities, intervals and
 * kardex entries join the generator as the features that read them land.
 */
export async function generateDataSet(db: Database) {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    INSERT INTO users (identification_number, first_name, last_name, gender, role, hour_value, username, password_hash)
    SELECT 'op' || g, 'Operario', 'Número ' || g, CASE WHEN g % 2 = 0 THEN 'F' ELSE 'M' END, 'operator', 9000 + g * 10, 'op' || g, ${hash}
    FROM generate_series(1, 80) g`);
  await db.execute(sql`
    INSERT INTO production_orders (client, contract_number, reference, quantity, unit_value, contract_value, delivery_day, status,
      created_by, created_at, updated_at, supplies_cost, labor_cost, machinery_cost, cost_work_third_party, leftovers_value)
    SELECT 'Cliente ' || (g % 400), 20000 + g, 'Referencia ' || g, 100 + g % 5000, 150.5, (100 + g % 5000) * 150.5,
      (now() - (g || ' minutes')::interval * 43.8 + interval '20 days')::date,
      (ARRAY['in_review','developing','finished','cancelled'])[1 + g % 4],
      1, now() - (g || ' minutes')::interval * 43.8, now(), g % 1000 * 10.5, g % 700 * 7.25, g % 300, g % 50, g % 30
    FROM generate_series(1, 60000) g`);
  await db.execute(sql`ANALYZE`);
}
