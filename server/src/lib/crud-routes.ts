import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { listsOf, noContentResponseSchema, type ResponsesByRole, type Role } from '@tintero/domain';
import type { Database, Executor, Transaction } from '../db/client';
import { byRole } from '../plugins/responses';
import { fieldError, notFound } from './http-errors';
import { idParams, wrappedBody } from './route-schemas';
import { uniqueViolation } from './pg-errors';
import { inTransaction } from './transaction';
import { parseOrThrow } from './validation';
import { conflictResponse } from './error-answers';

/** A table with a serial `id`: what every plain CRUD resource is. */
export type TableWithId = PgTable & { id: PgColumn };

export interface CrudResource<TTable extends TableWithId> {
  /** Path under /v1 and OpenAPI tag, e.g. `machines`. */
  path: string;
  /** Body wrapper key, e.g. `machine` (DESIGN §4). */
  payloadKey: string;
  table: TTable;
  createSchema: z.ZodType<Partial<TTable['$inferInsert']>>;
  updateSchema: z.ZodType<Partial<TTable['$inferInsert']>>;
  /** Roles besides administrator that may list and show (writes stay administrator-only). */
  readRoles?: readonly Role[];
  /** Order of the list. */
  orderBy: (table: TTable) => (SQL | PgColumn)[];
  /** What a row answers, per role (`domain/src/responses`): operators' variant without money. */
  responses: ResponsesByRole;
  notFoundMessage: string;
  /** Unique index name → the field and message of the 422 it becomes. */
  uniqueErrors?: Record<string, { field: string; message: string }>;
  /** Refuses a delete (throw a 409) while something depends on the row. */
  beforeDelete?: (tx: Transaction, row: TTable['$inferSelect']) => Promise<void>;
  /** The codes of the 409s `beforeDelete` throws, for the API description. */
  deleteConflicts?: [string, ...string[]];
}

/**
 * The one route factory for plain CRUD resources (DESIGN §2): list, show, create (201), update
 * and delete (204) under `/v1/<path>`, bodies wrapped in the payload key, validation by the
 * domain schemas (422), unique indexes turned into field errors, one transaction per write.
 */
export function crudRoutes<TTable extends TableWithId>(resource: CrudResource<TTable>): FastifyPluginAsyncZod {
  const { path, payloadKey, table } = resource;
  const tags = [path];
  const readConfig = { access: { roles: resource.readRoles ?? [] } };
  const one = byRole(resource.responses);
  const list = byRole(listsOf(resource.responses));
  const written = resource.responses.administrator;

  // Drizzle's builders are typed per concrete table; behind this factory they see the generic one.
  const pgTable = table as PgTable & { id: PgColumn };
  const findRow = async (db: Executor, id: number, forUpdate = false) => {
    const query = db.select().from(pgTable).where(eq(pgTable.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound(resource.notFoundMessage);
    return row as TTable['$inferSelect'];
  };

  // Tables with timestamps record when a row last changed.
  const touch = 'updated_at' in table ? { updated_at: sql`now()` } : {};

  const rethrowUnique = (error: unknown): never => {
    const constraint = uniqueViolation(error);
    const mapped = constraint === undefined ? undefined : resource.uniqueErrors?.[constraint];
    if (mapped) throw fieldError(mapped.field, mapped.message);
    throw error;
  };

  const write = async <T>(db: Database, work: (tx: Transaction) => Promise<T>) => {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      return rethrowUnique(error);
    }
  };

  return async (app) => {
    app.get(`/${path}`, { config: readConfig, schema: { tags, response: { 200: list } } }, async () =>
      app.db
        .select()
        .from(pgTable)
        .orderBy(...resource.orderBy(table)),
    );

    app.get(`/${path}/:id`, { config: readConfig, schema: { tags, params: idParams, response: { 200: one } } }, async (request) =>
      findRow(app.db, request.params.id),
    );

    app.post(
      `/${path}`,
      { schema: { tags, body: wrappedBody(payloadKey, resource.createSchema), response: { 201: written } } },
      async (request, reply) => {
        const data = parseOrThrow(resource.createSchema, request.body[payloadKey]);
        const row = await write(app.db, async (tx) => {
          const [inserted] = await tx
            .insert(pgTable)
            .values(data as PgTable['$inferInsert'])
            .returning();
          return inserted as TTable['$inferSelect'];
        });
        return reply.status(201).send(row);
      },
    );

    app.put(
      `/${path}/:id`,
      { schema: { tags, params: idParams, body: wrappedBody(payloadKey, resource.updateSchema), response: { 200: written } } },
      async (request) => {
        const data = parseOrThrow(resource.updateSchema, request.body[payloadKey]);
        const row = await write(app.db, async (tx) => {
          await findRow(tx, request.params.id, true);
          const [updated] = await tx
            .update(pgTable)
            .set({ ...(data as object), ...touch } as PgTable['$inferInsert'])
            .where(eq(pgTable.id, request.params.id))
            .returning();
          return updated as TTable['$inferSelect'];
        });
        return row;
      },
    );

    app.delete(
      `/${path}/:id`,
      {
        schema: {
          tags,
          params: idParams,
          response: {
            204: noContentResponseSchema,
            ...(resource.deleteConflicts && { 409: conflictResponse(...resource.deleteConflicts) }),
          },
        },
      },
      async (request, reply) => {
        await write(app.db, async (tx) => {
          const row = await findRow(tx, request.params.id, true);
          await resource.beforeDelete?.(tx, row);
          await tx.delete(pgTable).where(eq(pgTable.id, request.params.id));
        });
        return reply.status(204).send(null);
      },
    );
  };
}
