import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolidatedKardexRowResponseSchema, kardexEntryResponseSchema } from '@tintero/domain';
import { queryId, queryInteger } from '../../lib/route-schemas';
import { dateRangeQuery } from './date-range';
import { consolidatedKardex, listKardex } from './service';

const supplyId = queryId();

export const kardexRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['kardex'];

  app.get(
    '/kardexes',
    {
      schema: {
        tags,
        summary: 'Kardex de un insumo, más reciente primero; fechas opcionales (zona horaria del taller)',
        querystring: dateRangeQuery({
          required: false,
          extra: { supply_id: supplyId, limit: queryInteger({ min: 1, max: 100_000 }).optional() },
        }),
        response: { 200: z.array(kardexEntryResponseSchema) },
      },
    },
    async (request) => listKardex(app.db, request.query, options.timeZone),
  );

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
      return consolidatedKardex(app.db, { from_date: from_date!, to_date: to_date!, supply_id }, options.timeZone);
    },
  );
};
