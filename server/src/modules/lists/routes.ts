import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueItemResponseSchema, listResponseSchema, messages, queryText } from '@tintero/domain';
import { idParams } from '../../lib/route-schemas';
import { findListByName, itemsOfList, itemsOfListNamed } from './queries';

/** Operators read the catalogues their screens show, sellers those a quote's activities use (DESIGN §5, §12.1). */
const OPERATORS = { access: { roles: ['operator', 'seller'] as const } };
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
    async (request) => findListByName(app.db, request.params.name),
  );

  app.get('/lists/:id/items', { config: OPERATORS, schema: { tags: ['lists'], params: idParams, response: itemList } }, async (request) =>
    itemsOfList(app.db, request.params.id),
  );

  app.get(
    '/items',
    {
      config: OPERATORS,
      schema: { tags: ['lists'], querystring: z.object({ list_name: queryText(120).min(1, messages.required) }), response: itemList },
    },
    async (request) => itemsOfListNamed(app.db, request.query.list_name),
  );
};
