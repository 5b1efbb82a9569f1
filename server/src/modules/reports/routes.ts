import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSOLIDATED_PER_PAGE_MAX,
  consolidatedActivitiesPageSchema,
  consolidatedPageQuerySchema,
  operatorActivityRowSchema,
  operatorResponseSchema,
  operatorSummaryResponseSchema,
  reportQuerySchema,
  safeString,
  describedPageFields,
  REPORT_PAGE_SIZES,
} from '@tintero/domain';
import { idParams } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { sendTable, tableFileResponse, tableFormatField, tableFormatQuery, warmsXlsxWriter } from '../../lib/table-stream';
import { findUser } from '../users/queries';
import { consolidatedPage } from './consolidated';
import { streamConsolidatedWorkbook } from './consolidated-excel';
import { listOperators, operatorActivities, operatorSummaries } from './queries';

/**
 * The query string as the route lets it through: any text, so that a missing or bad date, or a
 * range too long, reaches the handler, whose `reportQuerySchema` answers 422 on `to_date` as the
 * issue asks (a route's own query schema would answer 400). It still documents the parameters.
 */
const reportQuerystring = z.object({
  from_date: safeString().optional().describe('Primer día (YYYY-MM-DD, en APP_TIME_ZONE), incluido'),
  to_date: safeString().optional().describe('Último día (YYYY-MM-DD, en APP_TIME_ZONE), incluido'),
  states: z
    .union([safeString(), z.array(safeString())])
    .optional()
    .describe('states[]=pending|developing|paused|finished: estados de la actividad (todos si falta)'),
});

/** The consolidated report's query string: the range and states, and the page. */
const consolidatedQuerystring = reportQuerystring.extend(describedPageFields(CONSOLIDATED_PER_PAGE_MAX, REPORT_PAGE_SIZES.consolidated));

/**
 * The labour reports (spec part 2 §2, §5, §7 "Users (operator work and reports)"; DESIGN §7.8),
 * administrators only (the auth plugin's default).
 */
export const reportRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['reports'];

  // Static segments win over `/users/:id` in Fastify's router, whatever the registration order.
  app.get(
    '/users/operators',
    { schema: { tags, summary: 'Operarios habilitados, por nombre', response: { 200: z.array(operatorResponseSchema) } } },
    async () => listOperators(app.db),
  );

  app.get(
    '/users/:id/operator_activities',
    {
      schema: {
        tags,
        summary: 'Informe de un operario: sus intervalos que empiezan en el rango (máximo un mes), con actividad y orden',
        params: idParams,
        querystring: reportQuerystring,
        response: { 200: z.array(operatorActivityRowSchema) },
      },
    },
    async (request) => {
      // Any user, whatever their role now: an activity may have any enabled user as worker, and an
      // operator who became an administrator keeps the time they logged. A missing user is a 404.
      await findUser(app.db, request.params.id);
      const query = parseOrThrow(reportQuerySchema('operator'), request.query);
      return operatorActivities(app.db, request.params.id, query, options.timeZone);
    },
  );

  app.get(
    '/users/operator_summaries',
    {
      schema: {
        tags,
        summary:
          'Informe de operarios de un vistazo: por usuario, cuántos intervalos empiezan en el rango (máximo un mes), sus minutos y su valor; las filas de cada uno, en /users/{id}/operator_activities',
        querystring: reportQuerystring,
        response: { 200: z.array(operatorSummaryResponseSchema) },
      },
    },
    async (request) => operatorSummaries(app.db, parseOrThrow(reportQuerySchema('operator'), request.query)),
  );

  app.get(
    '/users/consolidated_activities',
    {
      schema: {
        tags,
        summary:
          'Informe consolidado: por orden, operario y actividad, los intervalos que empiezan en el rango (máximo tres meses), paginado: { data, total, page, per_page, totals }',
        querystring: consolidatedQuerystring,
        response: { 200: consolidatedActivitiesPageSchema },
      },
      ...warmsXlsxWriter,
    },
    async (request) => consolidatedPage(app.db, parseOrThrow(consolidatedPageQuerySchema, request.query)),
  );

  app.get(
    '/users/consolidated_activities/export_to_excel',
    {
      schema: {
        tags,
        summary: 'Hoja de cálculo .xlsx del informe consolidado en un rango (todas las páginas, en flujo)',
        querystring: reportQuerystring.extend(tableFormatField),
        response: tableFileResponse('actividades-consolidadas'),
      },
    },
    async (request, reply) => {
      const query = parseOrThrow(reportQuerySchema('consolidated'), request.query);
      const { format } = parseOrThrow(tableFormatQuery, request.query);
      const table = await streamConsolidatedWorkbook(app.db, query, options.timeZone, format);
      return sendTable(reply, `actividades-consolidadas-${query.from_date}-${query.to_date}`, format, table);
    },
  );
};
