import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insightsQuerySchema, insightsResponseSchema, quoteInsightsResponseSchema, safeString } from '@tintero/domain';
import { parseOrThrow } from '../../lib/validation';
import { insights } from './queries';
import { quoteInsights } from './quotes';

/**
 * The query string as the route lets it through: any text, so that a missing or bad date, or a
 * range too long, reaches the handler, whose `insightsQuerySchema` answers 422 on `to_date` like
 * the labour reports (a route's own query schema would answer 400).
 */
const insightsQuerystring = z.object({
  from_date: safeString().optional().describe('Primer día (YYYY-MM-DD, en APP_TIME_ZONE), incluido'),
  to_date: safeString().optional().describe('Último día (YYYY-MM-DD, en APP_TIME_ZONE), incluido; hasta 5 años después'),
});

/** The numbers at a glance (issue 13): administrators only (the auth plugin's default). */
export const insightsRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  app.get(
    '/insights',
    {
      schema: {
        tags: ['insights'],
        summary:
          'Cifras del rango: órdenes terminadas (contrato, costo, margen), horas por operario, estimado vs real, insumos consumidos, stock bajo',
        querystring: insightsQuerystring,
        response: { 200: insightsResponseSchema },
      },
    },
    async (request) => insights(app.db, parseOrThrow(insightsQuerySchema, request.query), options.timeZone),
  );

  app.get(
    '/insights/quotes',
    {
      schema: {
        tags: ['insights'],
        summary: 'Cotizaciones del rango: enviadas, ganadas, perdidas y vencidas por vendedor y mes; margen cotizado vs logrado',
        querystring: insightsQuerystring,
        response: { 200: quoteInsightsResponseSchema },
      },
    },
    async (request) => quoteInsights(app.db, parseOrThrow(insightsQuerySchema, request.query), options.timeZone, app.now()),
  );
};
