import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, lists } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

/** The seeded catalogues as the screens read them: a list by name, a list's items by label. */

const itemColumns = { id: items.id, list_id: items.list_id, key: items.key, value: items.value };
const listNotFound = () => notFound('La lista no existe.');

export async function findListByName(db: Database, name: string) {
  const [list] = await db.select({ id: lists.id, name: lists.name }).from(lists).where(eq(lists.name, name)).limit(1);
  if (!list) throw listNotFound();
  return list;
}

/** The items of a list by id, by label; 404 when the list does not exist. */
export async function itemsOfList(db: Database, id: number) {
  const [list] = await db.select({ id: lists.id }).from(lists).where(eq(lists.id, id));
  if (!list) throw listNotFound();
  return db.select(itemColumns).from(items).where(eq(items.list_id, list.id)).orderBy(asc(items.value), asc(items.id));
}

/** The items of the list named `name`, by label (none when there is no such list). */
export function itemsOfListNamed(db: Database, name: string) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(lists, eq(lists.id, items.list_id))
    .where(eq(lists.name, name))
    .orderBy(asc(items.value), asc(items.id));
}
