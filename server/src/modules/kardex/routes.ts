import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolidatedKardexRowResponseSchema, KARDEX_PAGE_LENGTH, kardexPageResponseSchema } from '@tintero/domain';
import { queryId } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { warmsXlsxWriter } from '../../lib/table-stream';
import { dateRangeQuery, ledgerPageQuerystring, ledgerPageSchema } from '../../lib/date-ranges';
import { ledgerExportRoute } from './excel';
import { assertSupplyExists, consolidatedKardex, listKardex } from './queries';

const kardexQuery = ledgerPageSchema({ supplyRequired: true, perPage: KARDEX_PAGE_LENGTH });

const supplyId = queryId();

export const kardexRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['kardex'];

  app.get(
    '/kardexes',
    {
      schema: {
        tags,
        summary:
          'Kardex de un insumo en un rango de días (zona horaria del taller, a lo sumo 366), más reciente primero, paginado: { data, total, page, per_page }',
        querystring: ledgerPageQuerystring,
        response: { 200: kardexPageResponseSchema },
      },
      ...warmsXlsxWriter,
    },
    async (request) => {
      const query = parseOrThrow(kardexQuery, request.query);
      return listKardex(app.db, { ...query, supply_id: query.supply_id! }, options.timeZone);
    },
  );

  ledgerExportRoute(app, {
    path: '/kardexes/export_to_excel',
    summary: 'Hoja de cálculo .xlsx del kardex de un insumo en un rango (todas las páginas, en flujo)',
    query: kardexQuery,
    sheetName: 'Kardex',
    fileName: ({ supply_id, from_date, to_date }) => `kardex-insumo-${supply_id}-${from_date}-${to_date}`,
    timeZone: options.timeZone,
    check: ({ supply_id }) => assertSupplyExists(app.db, supply_id!),
  });

  app.get(
    '/kardexes/consolidated',
    {
      schema: {
        tags,
        summary: 'Por insumo: entradas y salidas del rango, saldo y valor al final del rango, cantidad actual',
        querystring: dateRangeQuery({ required: true, extra: { supply_id: supplyId.optional() } }),
        response: { 200: z.array(consolidatedKardexRowResponseSchema) },
      },
    },
    async (request) => {
      const { from_date, to_date, supply_id } = request.query;
      return consolidatedKardex(app.db, { from_date: from_date!, to_date: to_date!, supply_id });
    },
  );
};
