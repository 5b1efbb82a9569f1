import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productionOrderCreateSchema, productionOrderUpdateSchema } from '@tintero/domain';
import { idParams, queryInteger, wrappedBody } from '../../lib/route-schemas';
import {
  createOrder,
  findOrder,
  findShortOrder,
  listOrdersInDeveloping,
  listOrdersOfMonth,
  recalculateCosts,
  updateOrder,
} from './service';

const monthQuery = z.object({
  year: queryInteger({ min: 2000, max: 2200 }),
  month: queryInteger({ min: 1, max: 12 }),
});

export const productionOrderRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['production_orders'];

  app.get(
    '/production_orders',
    { schema: { tags, summary: 'Órdenes creadas en un mes (zona horaria del taller), más recientes primero', querystring: monthQuery } },
    async (request) => listOrdersOfMonth(app.db, request.query.year, request.query.month, options.timeZone),
  );

  app.get('/production_orders/orders_in_developing', { schema: { tags, summary: 'Órdenes en desarrollo' } }, async () =>
    listOrdersInDeveloping(app.db),
  );

  app.get('/production_orders/:id', { schema: { tags, params: idParams } }, async (request) => findOrder(app.db, request.params.id));

  app.get(
    '/production_orders/:id/short',
    {
      config: { access: { roles: ['operator'] } },
      schema: { tags, summary: 'Vista de operario, sin valores monetarios', params: idParams },
    },
    async (request) => findShortOrder(app.db, request.currentUser, request.params.id),
  );

  app.post(
    '/production_orders',
    { schema: { tags, body: wrappedBody('production_order', productionOrderCreateSchema) } },
    async (request, reply) => reply.status(201).send(await createOrder(app.db, request.currentUser, request.body.production_order)),
  );

  app.put(
    '/production_orders/:id',
    {
      schema: {
        tags,
        summary: 'Actualiza; cancelar es status=cancelled',
        params: idParams,
        body: wrappedBody('production_order', productionOrderUpdateSchema),
      },
    },
    async (request) => updateOrder(app.db, request.currentUser, request.params.id, request.body.production_order),
  );

  app.put(
    '/production_orders/:id/recalculate_costs',
    { schema: { tags, summary: 'Recalcula desde cero costos y tiempos de la orden', params: idParams } },
    async (request) => recalculateCosts(app.db, request.params.id),
  );
};
