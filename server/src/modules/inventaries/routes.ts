import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inventaryCreateSchema,
  inventaryDetailResponseSchema,
  inventaryDetailSchema,
  inventaryResponseSchema,
  inventarySummaryResponseSchema,
  inventaryUpdateSchema,
  openedInventaryResponseSchema,
} from '@tintero/domain';
import { idParams, queryId, wrappedBody } from '../../lib/route-schemas';
import { listInventaries, openedInventary, readInventary, readInventaryByDetail, readInventaryDetails } from './queries';
import { createInventary, deleteInventary, updateInventary, updateInventaryDetail } from './service';
import { conflictResponse } from '../../lib/error-answers';

/** One inventory in creation at a time; a closed one is read-only (inventaries/service.ts): the 409 codes of its writes. */
const INVENTARY_CONFLICTS = conflictResponse('inventary_in_creation', 'inventary_closed');

const detailParams = idParams.extend({ detail_id: queryId() });

/** Inventories (DESIGN §7.6, spec part 2 §7): administrators only (the default access). */
export const inventaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['inventaries'];
  const list = z.array(inventarySummaryResponseSchema);

  app.get('/inventaries', { schema: { tags, summary: 'Por año y mes, más recientes primero', response: { 200: list } } }, async () =>
    listInventaries(app.db),
  );

  app.get(
    '/inventaries/opened',
    { schema: { tags, summary: 'El inventario en creación, o null', response: { 200: openedInventaryResponseSchema } } },
    async () => openedInventary(app.db),
  );

  app.get(
    '/inventaries/show_by_detail_id/:id',
    {
      schema: {
        tags,
        summary: 'El inventario de un detalle (enlace del kardex)',
        params: idParams,
        response: { 200: inventaryResponseSchema },
      },
    },
    async (request) => readInventaryByDetail(app.db, request.params.id),
  );

  app.get('/inventaries/:id', { schema: { tags, params: idParams, response: { 200: inventaryResponseSchema } } }, async (request) =>
    readInventary(app.db, request.params.id),
  );

  app.get(
    '/inventaries/:id/inventary_details',
    { schema: { tags, params: idParams, response: { 200: z.array(inventaryDetailResponseSchema) } } },
    async (request) => readInventaryDetails(app.db, request.params.id),
  );

  app.put(
    '/inventaries/:id/inventary_details/:detail_id',
    {
      schema: {
        tags,
        summary: 'La cantidad contada de un insumo, mientras el inventario está en creación',
        params: detailParams,
        body: wrappedBody('inventary_detail', inventaryDetailSchema),
        response: { 200: inventaryDetailResponseSchema, 409: INVENTARY_CONFLICTS },
      },
    },
    async (request) => updateInventaryDetail(app.db, request.params.id, request.params.detail_id, request.body.inventary_detail, app.now()),
  );

  app.post(
    '/inventaries',
    {
      schema: {
        tags,
        summary: 'Uno en creación a la vez; toma la cantidad de cada insumo habilitado',
        body: wrappedBody('inventary', inventaryCreateSchema),
        response: { 201: inventaryResponseSchema, 409: INVENTARY_CONFLICTS },
      },
    },
    async (request, reply) => reply.status(201).send(await createInventary(app.db, request.currentUser, request.body.inventary, app.now())),
  );

  app.put(
    '/inventaries/:id',
    {
      schema: {
        tags,
        summary: 'Mientras está en creación; status "closed" lo cierra y ajusta el kardex a lo contado',
        params: idParams,
        body: wrappedBody('inventary', inventaryUpdateSchema),
        response: { 200: inventaryResponseSchema, 409: INVENTARY_CONFLICTS },
      },
    },
    async (request) => updateInventary(app.db, request.currentUser, request.params.id, request.body.inventary, app.now()),
  );

  app.delete(
    '/inventaries/:id',
    {
      schema: {
        tags,
        summary: 'Solo en creación; responde la lista actualizada',
        params: idParams,
        response: { 200: list, 409: INVENTARY_CONFLICTS },
      },
    },
    async (request) => deleteInventary(app.db, request.params.id),
  );
};
