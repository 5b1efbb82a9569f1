import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_RECORD_TYPES,
  auditEventsPageResponseSchema,
  auditEventsQuerySchema,
  safeString,
  describedPageFields,
  AUDIT_PAGE_SIZE,
} from '@tintero/domain';
import { parseOrThrow } from '../../lib/validation';
import { listAuditEvents } from './queries';

/**
 * The query string as the route lets it through: any text, so that a bad value reaches the
 * handler, whose `auditEventsQuerySchema` answers 422 naming the field (a route's own query schema
 * would answer 400). It still documents the parameters.
 */
const auditQuerystring = z.object({
  record_type: safeString()
    .optional()
    .describe(`Tipo de registro (nombre de su ruta): ${AUDIT_RECORD_TYPES.join(', ')}`),
  record_id: safeString().optional().describe('Id del registro (con record_type): sus eventos y los de sus partes'),
  user_id: safeString().optional().describe('Quién actuó'),
  from_date: safeString().optional().describe('Primer día (YYYY-MM-DD, en APP_TIME_ZONE), incluido'),
  to_date: safeString().optional().describe('Último día (YYYY-MM-DD), incluido'),
  ...describedPageFields(AUDIT_PAGE_SIZE_MAX, AUDIT_PAGE_SIZE),
});

/** The audit trail (issue 15, docs/decisions/020), administrators only (the auth plugin's default). */
export const auditEventRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  app.get(
    '/audit_events',
    {
      schema: {
        tags: ['audit_events'],
        summary: 'Registro de auditoría, lo más reciente primero: { data, total, page, per_page }',
        querystring: auditQuerystring,
        response: { 200: auditEventsPageResponseSchema },
      },
    },
    async (request) => listAuditEvents(app.db, parseOrThrow(auditEventsQuerySchema, request.query), options.timeZone),
  );
};
