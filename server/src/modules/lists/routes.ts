import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueItemResponseSchema, listResponseSchema, messages, queryText } from '@tintero/domain';
import { asc, eq } from 'drizzle-orm';
import { items, lists } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { idParams } from '../../lib/route-schemas';

/** Operators read the catalogues their screens show; sellers reach only their own account (DESIGN §5). */
const OPERATORS = { access: { roles: ['operator'] as const } };
const itemColumns = { id: items.id, list_id: items.list_id, key: items.key, value: items.value };
/** A catalogue item's `value` is its label, not money: every role gets the same answer. */
const itemList = { 200: z.array(catalogueItemResponseSchema) };

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lists/seek_the_first_one_by_name/:name',
    {
      config: OPERATORS,
      schema: {
        tags: ['lists'],
        params: z.object({ name: queryText(120).min(1, messages.required) }),
        response: { 200: listResponseSchema },
      },
    },
    async (request) => {
      const [list] = await app.db
        .select({ id: lists.id, name: lists.name })
        .from(lists)
        .where(eq(lists.name, request.params.name))
        .limit(1);
      if (!list) throw notFound('La lista no existe.');
      return list;
    },
  );

  app.get('/lists/:id/items', { config: OPERATORS, schema: { tags: ['lists'], params: idParams, response: itemList } }, async (request) => {
    const [list] = await app.db.select({ id: lists.id }).from(lists).where(eq(lists.id, request.params.id));
    if (!list) throw notFound('La lista no existe.');
    return app.db.select(itemColumns).from(items).where(eq(items.list_id, list.id)).orderBy(asc(items.value), asc(items.id));
  });

  app.get(
    '/items',
    {
      config: OPERATORS,
      schema: { tags: ['lists'], querystring: z.object({ list_name: queryText(120).min(1, messages.required) }), response: itemList },
    },
    async (request) =>
      app.db
        .select(itemColumns)
        .from(items)
        .innerJoin(lists, eq(lists.id, items.list_id))
        .where(eq(lists.name, request.query.list_name))
        .orderBy(asc(items.value), asc(items.id)),
  );
};
