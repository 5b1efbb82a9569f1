import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, settingsSchema } from '@tintero/domain';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { readSettings } from './queries';

/**
 * `PUT /v1/settings`: the fields given, onto the stored row or the defaults. The row is written
 * here, never by a migration (docs/decisions/041: a restored backup would carry it twice).
 */
export async function updateSettings(db: Database, actor: CurrentUser, input: unknown) {
  const data = parseOrThrow(settingsSchema, input);
  return inTransaction(db, async (tx) => {
    const values = { ...data, updated_by: actor.id, updated_at: sql`now()` };
    await tx
      .insert(settings)
      .values({ ...DEFAULT_SETTINGS, ...values, id: 1 })
      .onConflictDoUpdate({ target: settings.id, set: values });
    return readSettings(tx);
  });
}
