import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { catalogues } from '@tintero/domain';
import type { Database } from './client';
import { items, lists, users } from './schema';
import { hashPassword } from '../lib/passwords';

/** Inserts the catalogues the spec names; existing lists and items are left as they are. */
export async function seedCatalogues(db: Database) {
  await db.transaction(async (tx) => {
    for (const [name, entries] of Object.entries(catalogues)) {
      await tx.insert(lists).values({ name }).onConflictDoNothing();
      const [list] = await tx.select({ id: lists.id }).from(lists).where(eq(lists.name, name));
      await tx
        .insert(items)
        .values(entries.map((entry) => ({ list_id: list!.id, key: entry.key, value: entry.value })))
        .onConflictDoNothing();
    }
  });
}

/**
 * On an empty database, creates the administrator `admin`: password from ADMIN_PASSWORD, else a
 * random one that is returned so it can be printed once. Returns undefined when users exist.
 */
export async function ensureAdministrator(db: Database, password: string | undefined) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return undefined;
  const chosen = password ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      identification_number: '0',
      first_name: 'Administrador',
      last_name: 'Tintero',
      gender: 'M',
      role: 'administrator',
      hour_value: 0,
      username: 'admin',
      password_hash: await hashPassword(chosen),
    })
    .onConflictDoNothing();
  return { username: 'admin', password: chosen, generated: password === undefined };
}
