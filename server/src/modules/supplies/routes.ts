import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSupplyResponseSchema,
  supplyCreateSchema,
  SUPPLIES_HISTORY_PAGE_LENGTH,
  supplyHistoryPageResponseSchema,
  supplyResponseSchema,
  supplySearchItemResponseSchema,
  suppliesPageResponseSchema,
  supplyUpdateSchema,
  supplyPageQuerySchema,
} from '@tintero/domain';
import { idParams, wrappedBody } from '../../lib/route-schemas';
import { ledgerPageQuerystring, ledgerPageSchema } from '../../lib/date-ranges';
import { ledgerExportRoute } from '../kardex/excel';
import { supplyHistory } from '../kardex/queries';
import { parseOrThrow } from '../../lib/validation';
import { sendTable, tableFileResponse, tableFormatField, warmsXlsxWriter } from '../../lib/table-stream';
import { streamSuppliesWorkbook } from './excel';
import { findSupply, listSupplies, searchSupplies } from './queries';
import { createSupply, deleteSupply, updateSupply } from './service';

/** The supplies history: both dates, at most LEDGER_RANGE_MAX_DAYS apart (docs/decisions/005, 017), 25 a page. */
const historyQuery = ledgerPageSchema({ supplyRequired: false, perPage: SUPPLIES_HISTORY_PAGE_LENGTH });

// A search is matched against supply names, so it is never longer than one (the page query's own).
const searchText = supplyPageQuerySchema.shape.search;

export const supplyRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['supplies'];

  app.get(
    '/supplies',
    {
      schema: {
        tags,
        summary: 'Insumos paginados en el servidor: { data, total, page, per_page }',
        querystring: supplyPageQuerySchema,
        response: { 200: suppliesPageResponseSchema },
      },
      ...warmsXlsxWriter,
    },
    async (request) => listSupplies(app.db, request.query),
  );

  app.get(
    '/supplies/search',
    {
      // Operators pick the supply of the "add ink" panel (DESIGN §5); the answer has no money.
      config: { access: { roles: ['operator'] } },
      schema: {
        tags,
        summary: 'Autocompletar: insumos habilitados por nombre',
        querystring: z.object({ filter: searchText }),
        response: { 200: z.array(supplySearchItemResponseSchema) },
      },
    },
    async (request) => searchSupplies(app.db, request.query.filter),
  );

  app.get(
    '/supplies/history',
    {
      schema: {
        tags,
        summary:
          'Movimientos de insumos en un rango de días (zona horaria del taller, a lo sumo 366), más recientes primero, paginados: { data, total, page, per_page }',
        querystring: ledgerPageQuerystring,
        response: { 200: supplyHistoryPageResponseSchema },
      },
      ...warmsXlsxWriter,
    },
    async (request) => supplyHistory(app.db, parseOrThrow(historyQuery, request.query), options.timeZone),
  );

  ledgerExportRoute(app, {
    path: '/supplies/history/export_to_excel',
    summary: 'Hoja de cálculo .xlsx del historial de insumos en un rango (todas las páginas, en flujo)',
    query: historyQuery,
    sheetName: 'Historial',
    fileName: ({ from_date, to_date }) => `historial-de-insumos-${from_date}-${to_date}`,
    timeZone: options.timeZone,
  });

  app.get(
    '/supplies/export_to_excel',
    {
      schema: {
        tags,
        summary: 'Hoja de cálculo .xlsx de los insumos (en flujo)',
        querystring: z.object({ search: searchText, ...tableFormatField }),
        // A file streamed as it is written, never serialized from a schema.
        response: tableFileResponse('insumos'),
      },
    },
    async (request, reply) => {
      // Headers only once the search has run: a failure still answers JSON.
      const { search, format } = request.query;
      const table = await streamSuppliesWorkbook(app.db, { search, timeZone: options.timeZone }, format);
      return sendTable(reply, 'insumos', format, table);
    },
  );

  app.get('/supplies/:id', { schema: { tags, params: idParams, response: { 200: supplyResponseSchema } } }, async (request) =>
    findSupply(app.db, request.params.id),
  );

  app.post(
    '/supplies',
    { schema: { tags, body: wrappedBody('supply', supplyCreateSchema), response: { 201: supplyResponseSchema } } },
    async (request, reply) => reply.status(201).send(await createSupply(app.db, request.currentUser, request.body.supply)),
  );

  app.put(
    '/supplies/:id',
    {
      schema: {
        tags,
        summary: 'Actualiza; cantidad y valor unitario son de solo lectura',
        params: idParams,
        body: wrappedBody('supply', supplyUpdateSchema),
        response: { 200: supplyResponseSchema },
      },
    },
    async (request) => updateSupply(app.db, request.currentUser, request.params.id, request.body.supply),
  );

  app.delete(
    '/supplies/:id',
    {
      schema: {
        tags,
        summary: 'Elimina un insumo sin movimientos; deshabilita uno con movimientos',
        params: idParams,
        response: { 200: deletedSupplyResponseSchema },
      },
    },
    async (request) => deleteSupply(app.db, request.currentUser, request.params.id),
  );
};
