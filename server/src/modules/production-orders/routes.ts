import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productionOrderCreateSchema,
  productionOrderListRowResponseSchema,
  productionOrderResponseSchema,
  productionOrderUpdateSchema,
  shortProductionOrderResponseSchema,
  queryWhole,
} from '@tintero/domain';
import { idParams, wrappedBody } from '../../lib/route-schemas';
import { findOrder, findShortOrder, listOrdersInDeveloping, listOrdersOfMonth } from './queries';
import { createOrder, recalculateCosts, updateOrder } from './service';
import { conflictResponse, totalsLimitResponse } from '../../lib/error-answers';

const monthQuery = z.object({
  year: queryWhole(2000, 2200),
  month: queryWhole(1, 12),
});

const orderList = { 200: z.array(productionOrderListRowResponseSchema) };
const order = { 200: productionOrderResponseSchema };

export const productionOrderRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['production_orders'];

  app.get(
    '/production_orders',
    {
      schema: {
        tags,
        summary: 'Órdenes creadas en un mes (zona horaria del taller), más recientes primero',
        querystring: monthQuery,
        response: orderList,
      },
    },
    async (request) => listOrdersOfMonth(app.db, request.query.year, request.query.month, options.timeZone),
  );

  app.get(
    '/production_orders/orders_in_developing',
    { schema: { tags, summary: 'Órdenes en desarrollo, más recientes primero: a lo sumo 500', response: orderList } },
    async () => listOrdersInDeveloping(app.db),
  );

  app.get('/production_orders/:id', { schema: { tags, params: idParams, response: order } }, async (request) =>
    findOrder(app.db, request.params.id),
  );

  app.get(
    '/production_orders/:id/short',
    {
      config: { access: { roles: ['operator'] } },
      // The operator view: the same answer for every role, with no monetary field.
      schema: {
        tags,
        summary: 'Vista de operario, sin valores monetarios',
        params: idParams,
        response: { 200: shortProductionOrderResponseSchema },
      },
    },
    async (request) => findShortOrder(app.db, request.currentUser, request.params.id),
  );

  app.post(
    '/production_orders',
    {
      schema: {
        tags,
        body: wrappedBody('production_order', productionOrderCreateSchema),
        response: { 201: productionOrderResponseSchema },
      },
    },
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
        response: { ...order, 409: conflictResponse('order_closed', 'interval_running') },
      },
    },
    async (request) => updateOrder(app.db, request.currentUser, request.params.id, request.body.production_order),
  );

  app.put(
    '/production_orders/:id/recalculate_costs',
    {
      schema: {
        tags,
        summary: 'Recalcula desde cero costos y tiempos de la orden',
        params: idParams,
        response: { ...order, 422: totalsLimitResponse },
      },
    },
    async (request) => recalculateCosts(app.db, request.params.id),
  );
};
