import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

/** The one settings row (id 1), or the domain's defaults while no administrator has saved it. */
export async function readSettings(db: Executor) {
  const [row] = await db
    .select({
      workshop_name: settings.workshop_name,
      standard_hour_rate: settings.standard_hour_rate,
      quote_valid_days: settings.quote_valid_days,
      quote_terms: settings.quote_terms,
      updated_at: settings.updated_at,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  return row ?? { ...DEFAULT_SETTINGS, updated_at: null };
}

/** The settings a quote's print view and form read (sellers too): no hour rate. */
export async function readPublicSettings(db: Executor) {
  const { workshop_name, quote_valid_days, quote_terms } = await readSettings(db);
  return { workshop_name, quote_valid_days, quote_terms };
}

/** The standard hour rate as exact text, for the quote costs. */
export async function standardHourRate(db: Executor): Promise<string> {
  const [row] = await db
    .select({ rate: sql<string>`${settings.standard_hour_rate}::text` })
    .from(settings)
    .where(eq(settings.id, 1));
  return row?.rate ?? String(DEFAULT_SETTINGS.standard_hour_rate);
}
