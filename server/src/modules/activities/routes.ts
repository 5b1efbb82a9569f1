import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityDefinitions,
  activityMessages,
  activityPlaceResponseSchema,
  activityResponses,
  activityWorkerResponseSchema,
  activityWorkersResponseSchema,
  anyActivityResponses,
  findActivityDefinitionByClassName,
  noContentResponseSchema,
  orderActivitiesResponseSchema,
  pageResponseSchema,
  queryText,
  pageFields,
} from '@tintero/domain';
import { todayIn } from '../../lib/dates';
import { notFound } from '../../lib/http-errors';
import { byRole } from '../../plugins/responses';
import { idParams, queryId, wrappedBody } from '../../lib/route-schemas';
import {
  findActivity,
  findActivityPlace,
  listActivities,
  listActivitiesOfOrder,
  listAllActivitiesOfOrder,
  workersOfActivity,
} from './queries';
import { createActivity, deleteActivity, finishActivity, updateActivity } from './service';
import { conflictResponse, totalsLimitResponse } from '../../lib/error-answers';

/** The rules a write of an activity may break (activities/service.ts, production-orders/guards.ts): its 409 codes. */
const ACTIVITY_CONFLICTS = conflictResponse('order_closed', 'activity_finished', 'activity_has_intervals', 'worker_has_intervals');

export interface ActivityRouteOptions {
  /** APP_TIME_ZONE: "today" of the due-date rule is the workshop's date. */
  timeZone: string;
  /** Overrides the clock (tests). */
  today?: () => string;
}

const workerParams = z.object({ type: queryText(60), activity_id: queryId() });

/** Rows a page of a type's whole list (the web reads an order's activities, never this list). */
export const ACTIVITY_LIST_PER_PAGE = 100;

const activityPageQuery = z.object(pageFields({ max: ACTIVITY_LIST_PER_PAGE, perPage: ACTIVITY_LIST_PER_PAGE }));

/** `PrePress` → its definition, else 404. */
function definitionOfClass(className: string) {
  const definition = findActivityDefinitionByClassName(className);
  if (!definition) throw notFound(activityMessages.unknownType);
  return definition;
}

/**
 * The six routes of each of the 17 activity resources, generated from the registry (spec part 2
 * §7), and the workers' routes keyed by class name. Everything is administrator-only but showing
 * one activity, which operators may do for their own (DESIGN §5).
 */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRouteOptions> = async (app, options) => {
  const today = options.today ?? (() => todayIn(options.timeZone));

  for (const definition of activityDefinitions) {
    const { route, payloadKey, name } = definition;
    const tags = ['activities'];
    const body = wrappedBody(payloadKey, definition.schema);
    // Administrators get every field; operators, their own activities without money.
    const responses = activityResponses(definition);
    const activity = responses.administrator;
    const list = { 200: z.array(activity) };

    app.get(
      `/${route}`,
      {
        schema: {
          tags,
          summary: `${definition.pluralName}: más recientes primero, paginadas: { data, total, page, per_page }`,
          querystring: activityPageQuery,
          response: { 200: pageResponseSchema(activity) },
        },
      },
      async (request) => listActivities(app.db, definition, request.query),
    );

    app.get(
      `/${route}/search_by_production_order/:id`,
      { schema: { tags, summary: `${definition.pluralName} de una orden de producción`, params: idParams, response: list } },
      async (request) => listActivitiesOfOrder(app.db, definition, request.params.id),
    );

    app.get(
      `/${route}/:id`,
      {
        config: { access: { roles: ['operator'] } },
        schema: {
          tags,
          summary: `${name}; un operario solo las suyas y sin valores monetarios`,
          params: idParams,
          response: { 200: byRole(responses) },
        },
      },
      async (request) => findActivity(app.db, definition, request.params.id, request.currentUser),
    );

    app.post(
      `/${route}`,
      { schema: { tags, summary: `Crea: ${name}`, body, response: { 201: activity, 409: ACTIVITY_CONFLICTS } } },
      async (request, reply) =>
        reply.status(201).send(await createActivity(app.db, definition, request.body[payloadKey], { today: today() })),
    );

    app.put(
      `/${route}/:id`,
      { schema: { tags, summary: `Actualiza: ${name}`, params: idParams, body, response: { 200: activity, 409: ACTIVITY_CONFLICTS } } },
      async (request) => updateActivity(app.db, definition, request.params.id, request.body[payloadKey], { today: today() }),
    );

    app.delete(
      `/${route}/:id`,
      {
        schema: {
          tags,
          summary: `Elimina: ${name} (sin tiempos registrados)`,
          params: idParams,
          response: { 204: noContentResponseSchema, 409: ACTIVITY_CONFLICTS },
        },
      },
      async (request, reply) => {
        await deleteActivity(app.db, definition, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/production_orders/:id/activities',
    {
      schema: {
        tags: ['activities'],
        summary:
          'Todas las actividades de una orden de producción en una respuesta: una lista por tipo bajo su ruta (`pre_presses`), vacía si no tiene',
        params: idParams,
        response: { 200: orderActivitiesResponseSchema() },
      },
    },
    async (request) => listAllActivitiesOfOrder(app.db, request.params.id),
  );

  app.get(
    '/activities/:id',
    {
      schema: {
        tags: ['activities'],
        summary: 'Dónde está una actividad de cualquier tipo: su tipo y su orden (el código QR de una orden impresa)',
        params: idParams,
        response: { 200: activityPlaceResponseSchema },
      },
    },
    async (request) => findActivityPlace(app.db, request.params.id),
  );

  const tags = ['activity_users'];

  app.get(
    '/activity_users/:type/:activity_id/users',
    {
      schema: {
        tags,
        summary: 'Trabajadores de la actividad y operarios habilitados disponibles',
        params: workerParams,
        response: { 200: activityWorkersResponseSchema },
      },
    },
    async (request) => workersOfActivity(app.db, definitionOfClass(request.params.type), request.params.activity_id),
  );

  app.get(
    '/activity_users/:type/:activity_id/users_in_the_activity',
    {
      schema: {
        tags,
        summary: 'Trabajadores de la actividad',
        params: workerParams,
        response: { 200: z.array(activityWorkerResponseSchema) },
      },
    },
    async (request) =>
      (await workersOfActivity(app.db, definitionOfClass(request.params.type), request.params.activity_id)).users_in_the_activity,
  );

  app.put(
    '/activity_users/:type/:activity_id/finish',
    {
      schema: {
        tags,
        summary: 'Termina la actividad completa: cierra sus intervalos abiertos',
        params: workerParams,
        response: {
          200: anyActivityResponses().administrator,
          409: conflictResponse('order_closed', 'activity_finished'),
          422: totalsLimitResponse,
        },
      },
    },
    async (request) => finishActivity(app.db, definitionOfClass(request.params.type), request.params.activity_id, app.now()),
  );
};
