import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  purchaseCreateSchema,
  purchaseDetailResponseSchema,
  purchaseResponseSchema,
  purchaseUpdateSchema,
  queryWhole,
} from '@tintero/domain';
import { todayIn } from '../../lib/dates';
import { idParams, wrappedBody } from '../../lib/route-schemas';
import { listPurchasesOfMonth, readPurchase, readPurchaseByDetail, readPurchaseDetails, type PurchaseContext } from './queries';
import { createPurchase, updatePurchase } from './service';
import { conflictResponse } from '../../lib/error-answers';

const monthQuery = z.object({
  year: queryWhole(2000, 2200).optional(),
  month: queryWhole(1, 12).optional(),
});

/** Purchases (DESIGN §7.5, spec part 2 §7): administrators only (the default access). */
export const purchaseRoutes: FastifyPluginAsyncZod<{ timeZone: string; editWindowHours: number }> = async (app, options) => {
  const tags = ['purchases'];
  const context = (): PurchaseContext => ({ now: app.now(), windowHours: options.editWindowHours, timeZone: options.timeZone });

  app.get(
    '/purchases',
    {
      schema: {
        tags,
        summary: 'Compras creadas en un mes (zona horaria del taller; por omisión el mes actual), más recientes primero',
        querystring: monthQuery,
        response: { 200: z.array(purchaseResponseSchema) },
      },
    },
    async (request) => {
      const ctx = context();
      const [year, month] = todayIn(ctx.timeZone, ctx.now).split('-').map(Number) as [number, number];
      return listPurchasesOfMonth(app.db, request.query.year ?? year, request.query.month ?? month, ctx);
    },
  );

  app.get(
    '/purchases/show_by_detail_id/:id',
    {
      schema: { tags, summary: 'La compra de un detalle (enlace del kardex)', params: idParams, response: { 200: purchaseResponseSchema } },
    },
    async (request) => readPurchaseByDetail(app.db, request.params.id, context()),
  );

  app.get(
    '/purchases/:id/purchase_details',
    { schema: { tags, params: idParams, response: { 200: z.array(purchaseDetailResponseSchema) } } },
    async (request) => readPurchaseDetails(app.db, request.params.id),
  );

  app.get('/purchases/:id', { schema: { tags, params: idParams, response: { 200: purchaseResponseSchema } } }, async (request) =>
    readPurchase(app.db, request.params.id, context()),
  );

  app.post(
    '/purchases',
    {
      schema: {
        tags,
        summary: 'Siempre aprobada; cada detalle es una entrada del kardex a total / cantidad',
        body: wrappedBody('purchase', purchaseCreateSchema(todayIn(options.timeZone))),
        response: { 201: purchaseResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createPurchase(app.db, request.currentUser, request.body.purchase, context())),
  );

  app.put(
    '/purchases/:id',
    {
      schema: {
        tags,
        summary: 'Dentro de PURCHASE_EDIT_WINDOW_HOURS de su creación y aprobada; status "cancelled" con observación la anula',
        params: idParams,
        body: wrappedBody('purchase', purchaseUpdateSchema),
        response: { 200: purchaseResponseSchema, 409: conflictResponse('edit_window_closed', 'purchase_cancelled') },
      },
    },
    async (request) => updatePurchase(app.db, request.currentUser, request.params.id, request.body.purchase, context()),
  );
};
