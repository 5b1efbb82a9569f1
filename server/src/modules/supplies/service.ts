import { and, eq, ne, or, sql } from 'drizzle-orm';
import { activitySupplyFields, supplyCreateSchema, supplyMessages, supplyUpdateSchema, TYPES_OF_SUPPLIES_LIST } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { activities, items, kardexEntries, leftovers, lists, supplies, suppliesUsed } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-errors';
import { pgCode } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { recordInput } from '../kardex/ledger';
import { recomputeSupplyDays } from '../kardex/supply-days';
import { findSupply } from './queries';

/** `type_supply` must be a key of the types_of_supplies catalogue (or empty). */
async function assertTypeSupply(tx: Executor, typeSupply: string | null | undefined) {
  if (!typeSupply) return;
  const [item] = await tx
    .select({ id: items.id })
    .from(items)
    .innerJoin(lists, eq(lists.id, items.list_id))
    .where(and(eq(lists.name, TYPES_OF_SUPPLIES_LIST), eq(items.key, typeSupply)));
  if (!item) throw fieldError('type_supply', supplyMessages.unknownTypeSupply);
}

const nameTaken = () => fieldError('name', supplyMessages.nameTaken);

/**
 * Names are unique whatever the case (the unique index on lower(name)), so the autocomplete never
 * offers two identical names. Checked first for the 422 on `name`; the index settles a race.
 */
async function assertNameFree(tx: Executor, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  const [taken] = await tx
    .select({ id: supplies.id })
    .from(supplies)
    .where(and(eq(sql`lower(${supplies.name})`, sql`lower(${name})`), exceptId === undefined ? undefined : ne(supplies.id, exceptId)))
    .limit(1);
  if (taken) throw nameTaken();
}

/** Runs a write that may hit the unique name index, turning that into the 422 on `name`. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') throw nameTaken();
    throw error;
  }
}

/**
 * A new supply. Its quantity and unit value are its opening stock: an input entry of the kardex
 * (source `Supply`) when the quantity is above 0, at the unit value given.
 */
export async function createSupply(db: Database, actor: CurrentUser, input: unknown) {
  const data = parseOrThrow(supplyCreateSchema, input);
  return inTransaction(db, async (tx) => {
    await assertTypeSupply(tx, data.type_supply);
    await assertNameFree(tx, data.name);
    const { quantity, unit_value, ...fields } = data;
    const [row] = await withUniqueName(() =>
      tx
        .insert(supplies)
        .values({ ...fields, quantity: 0, unit_value, created_by: actor.id, updated_by: actor.id })
        .returning({ id: supplies.id }),
    );
    const id = row!.id;
    if (quantity > 0) {
      await recordInput(tx, {
        supplyId: id,
        quantity,
        cost: { unitValue: unit_value },
        source: { type: 'Supply', id },
        actorId: actor.id,
        allowDisabled: true,
      });
    }
    return findSupply(tx, id);
  });
}

/** Quantity and unit value are read-only after creation: the schema drops them. */
export async function updateSupply(db: Database, actor: CurrentUser, id: number, input: unknown) {
  const data = parseOrThrow(supplyUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ id: supplies.id }).from(supplies).where(eq(supplies.id, id)).for('update');
    if (!current) throw notFound(supplyMessages.notFound);
    await assertTypeSupply(tx, data.type_supply);
    await assertNameFree(tx, data.name, id);
    await withUniqueName(() =>
      tx
        .update(supplies)
        .set({ ...data, updated_by: actor.id, updated_at: sql`now()` })
        .where(eq(supplies.id, id)),
    );
    return findSupply(tx, id);
  });
}

/** The kardex entry of a supply's opening stock, written when it was created: not a use of it. */
const isOpeningEntryOf = (id: number) => and(eq(kardexEntries.source_type, 'Supply'), eq(kardexEntries.source_id, id));

/** An activity refers to the supply through any supply field of its type (pre-cut's `supply_id` today). */
const isReferencedByAnActivity = (id: number) =>
  or(
    ...activitySupplyFields.map(
      ({ type, field }) => sql`(${activities.type} = ${type} AND ${activities.details} ->> ${field}::text = ${String(id)})`,
    ),
  ) ?? sql`false`;

/**
 * True when anything refers to the supply: a movement (its own opening stock aside, spec part 2
 * §4), a record of an order, an activity.
 */
async function hasMovements(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      used: sql<boolean>`EXISTS (SELECT 1 FROM ${kardexEntries} WHERE ${kardexEntries.supply_id} = ${id} AND NOT (${isOpeningEntryOf(id)}))
        OR EXISTS (SELECT 1 FROM ${suppliesUsed} WHERE ${suppliesUsed.supply_id} = ${id})
        OR EXISTS (SELECT 1 FROM ${leftovers} WHERE ${leftovers.supply_id} = ${id})
        OR EXISTS (SELECT 1 FROM ${activities} WHERE ${isReferencedByAnActivity(id)})`,
    })
    .from(supplies)
    .where(eq(supplies.id, id));
  return row?.used === true;
}

/**
 * Deletes a supply nothing refers to, with its own opening-stock entry (the database lets that
 * one entry go only while it is the supply's only one); disables (status 0) one with movements,
 * whose history must stay (DESIGN §7.4). Answers the supply with `deleted` telling which happened.
 */
export async function deleteSupply(db: Database, actor: CurrentUser, id: number) {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ id: supplies.id }).from(supplies).where(eq(supplies.id, id)).for('update');
    if (!current) throw notFound(supplyMessages.notFound);
    const before = await findSupply(tx, id);
    if (!(await hasMovements(tx, id))) {
      try {
        // A savepoint: a table added later that refers to supplies turns the delete into a disable.
        await tx.transaction(async (savepoint) => {
          await savepoint.delete(kardexEntries).where(and(eq(kardexEntries.supply_id, id), isOpeningEntryOf(id)));
          await savepoint.delete(supplies).where(eq(supplies.id, id));
          await recomputeSupplyDays(savepoint, id);
        });
        return { ...before, deleted: true };
      } catch (error) {
        if (pgCode(error) !== '23503') throw error;
      }
    }
    await tx
      .update(supplies)
      .set({ status: 0, updated_by: actor.id, updated_at: sql`now()` })
      .where(eq(supplies.id, id));
    return { ...(await findSupply(tx, id)), deleted: false };
  });
}
