import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, gte, lte } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  daysOffQuerySchema,
  daysOffResponseSchema,
  dayOffSchema,
  noContentResponseSchema,
  planMoveSchema,
  planningQuerySchema,
  planningResponseSchema,
  dayOffInputSchema,
  safeString,
} from '@tintero/domain';
import { workshopDaysOff } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { conflictResponse } from '../../lib/error-answers';
import { idParams, queryId, wrappedBody } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { colombianHolidays } from './holidays';
import { planning } from './queries';
import { createDayOff, deleteDayOff, movePlanItem } from './service';

const tags = ['planning'];

/**
 * Planning (DESIGN §12.2, docs/decisions/045): administrators only (the auth plugin's default).
 * The range reaches the handler as text, so a bad or too long one answers 422 on its field.
 */
export const planningRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  app.get(
    '/planning',
    {
      schema: {
        tags,
        summary: 'La programación: cada carril (máquinas, luego tipos sin máquina) con su capacidad por día y sus actividades proyectadas',
        querystring: z.object({
          from_date: safeString().optional().describe('Primer día de la capacidad (YYYY-MM-DD); hoy si falta'),
          to_date: safeString().optional().describe('Último día de la capacidad; dos semanas si falta, hasta 62 días'),
        }),
        response: { 200: planningResponseSchema },
      },
    },
    async (request) => {
      const now = app.now();
      const query = parseOrThrow(planningQuerySchema(todayIn(options.timeZone, now)), request.query);
      return planning(app.db, query, now, options.timeZone);
    },
  );

  app.put(
    '/planning/items/:activity_type/:activity_id',
    {
      schema: {
        tags,
        summary: 'Mueve una actividad en la programación: su carril (otra máquina, solo si está pendiente) y su posición',
        params: z.object({ activity_type: z.enum(ACTIVITY_TYPES as unknown as [string, ...string[]]), activity_id: queryId() }),
        body: wrappedBody('plan', planMoveSchema),
        response: { 204: noContentResponseSchema, 409: conflictResponse('not_planned', 'plan_machine_locked') },
      },
    },
    async (request, reply) => {
      await movePlanItem(app.db, request.params.activity_type, request.params.activity_id, request.body.plan, app.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/days_off',
    {
      schema: {
        tags,
        summary: 'Días no laborables del año: festivos de Colombia y los propios del taller',
        querystring: daysOffQuerySchema,
        response: { 200: daysOffResponseSchema },
      },
    },
    async (request) => {
      const year = request.query.year ?? Number(todayIn(options.timeZone, app.now()).slice(0, 4));
      const [holidays, workshop] = await Promise.all([
        colombianHolidays(year),
        app.db
          .select()
          .from(workshopDaysOff)
          .where(and(gte(workshopDaysOff.day, `${year}-01-01`), lte(workshopDaysOff.day, `${year}-12-31`)))
          .orderBy(asc(workshopDaysOff.day)),
      ]);
      return { year, holidays, workshop };
    },
  );

  app.post(
    '/days_off',
    {
      schema: {
        tags,
        summary: 'Agrega un día no laborable del taller',
        body: wrappedBody('day_off', dayOffInputSchema),
        response: { 201: dayOffSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDayOff(app.db, request.body.day_off)),
  );

  app.delete(
    '/days_off/:id',
    { schema: { tags, summary: 'Quita un día no laborable del taller', params: idParams, response: { 204: noContentResponseSchema } } },
    async (request, reply) => {
      await deleteDayOff(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
