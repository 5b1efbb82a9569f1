import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_APP_TIME_ZONE,
  activityInDevelopmentSchema,
  anyActivityResponses,
  activityUserStateResponses,
  intervalInputSchema,
  intervalResponses,
  intervalSchema,
  intervalUpdateSchema,
  listsOf,
  noContentResponseSchema,
  observationBodySchema,
  quantityProducedBodySchema,
  startBodySchema,
  staleIntervalSchema,
  userActivitySchema,
  queryText,
} from '@tintero/domain';
import { idParams, plainBody, queryId, wrappedBody } from '../../lib/route-schemas';
import { byRole } from '../../plugins/responses';
import { readableActivityUserFor } from './access';
import { createInterval, deleteInterval, updateInterval } from './interval-editor';
import { activityInDevelopment, activityOfWorker, currentActivities, listIntervals, staleIntervals } from './queries';
import { finishWorkByUser, pauseWork, saveObservation, startWork } from './timer';
import { conflictResponse, totalsLimitResponse } from '../../lib/error-answers';

/** The rules a change of work may break (operator-work/access.ts, timer.ts, interval-editor.ts): its 409 codes. */
const WORK_CONFLICTS = conflictResponse(
  'order_closed',
  'order_not_developing',
  'activity_made_by_third',
  'activity_finished',
  'user_disabled',
  'worker_finished',
  'interval_open',
  'no_open_interval',
  'no_time_recorded',
  'interval_overlaps',
);

export interface OperatorWorkOptions {
  /** MAX_OPEN_INTERVAL_HOURS: an interval open longer is flagged to administrators, never closed. */
  maxOpenIntervalHours: number;
  /** MAX_INTERVAL_HOURS: the longest interval the editor writes (docs/decisions/025). */
  maxIntervalHours: number;
  /** OFFLINE_GRACE_MINUTES: how old a moment stated by a device may be (lib/stated-at.ts). */
  offlineGraceMinutes: number;
  /** APP_TIME_ZONE: "my activities" follow the plan projected in it (docs/decisions/045). */
  timeZone?: string;
}

const OPERATORS = { access: { roles: ['operator'] as const } };
const intervalParams = idParams.extend({ interval_id: queryId() });

/** Operators reach only their own user's work (`:id`, 403 otherwise); administrators everyone's. */
const OPERATORS_OWN = { access: { roles: ['operator'] as const, own: 'id' } };

/**
 * The shop floor (spec part 2 §2 "Operator home", §7 "Activity users and intervals" and "Users
 * (operator work)"; DESIGN §5, §7.3): the operator's activities, their timer, the administrator's
 * interval editor and the intervals left open too long.
 */
export const operatorWorkRoutes: FastifyPluginAsyncZod<OperatorWorkOptions> = async (app, options) => {
  const tags = ['operator_work'];
  /** What the interval editor holds a span to, on the server's clock of this request. */
  const limitsNow = () => ({ maxHours: options.maxIntervalHours, now: app.now() });
  /** The server's now and how far back a stated `at` may go (DESIGN §12.3). */
  const workClock = () => ({ now: app.now(), graceMinutes: options.offlineGraceMinutes });

  app.get(
    '/users/:id/current_activities',
    {
      config: OPERATORS_OWN,
      schema: {
        tags,
        summary: 'Actividades actuales del usuario (órdenes en desarrollo, sin terminar); busca por orden, referencia o actividad',
        params: idParams,
        querystring: z.object({ search: queryText(100).optional() }),
        response: { 200: z.array(userActivitySchema) },
      },
    },
    async (request) => {
      return currentActivities(app.db, request.params.id, request.query.search, {
        now: app.now(),
        timeZone: options.timeZone ?? DEFAULT_APP_TIME_ZONE,
      });
    },
  );

  app.get(
    '/users/:id/current_activity_in_development',
    {
      config: OPERATORS_OWN,
      schema: {
        tags,
        summary: 'La actividad con el intervalo en curso del usuario y la hora del servidor, o null',
        params: idParams,
        response: { 200: activityInDevelopmentSchema.nullable() },
      },
    },
    async (request) => {
      return activityInDevelopment(app.db, request.params.id, app.now());
    },
  );

  app.get(
    '/activity_users/:id/get_activity',
    {
      config: OPERATORS,
      schema: {
        tags,
        summary: 'La actividad del trabajador, como la muestra su tipo (sin valores a operarios)',
        params: idParams,
        response: { 200: byRole(anyActivityResponses()) },
      },
    },
    async (request) => {
      const refs = await readableActivityUserFor(app.db, request.currentUser, request.params.id);
      return activityOfWorker(app.db, refs);
    },
  );

  app.get(
    '/activity_users/:id/intervals',
    {
      config: OPERATORS,
      schema: {
        tags,
        summary: 'Intervalos del trabajador en la actividad, en orden de inicio',
        params: idParams,
        response: { 200: byRole(listsOf(intervalResponses)) },
      },
    },
    async (request) => {
      await readableActivityUserFor(app.db, request.currentUser, request.params.id);
      return listIntervals(app.db, request.params.id);
    },
  );

  const state = byRole(activityUserStateResponses);

  app.post(
    '/activity_users/:id/intervals/start',
    {
      config: OPERATORS,
      schema: {
        tags,
        summary:
          'Inicia o continúa: abre un intervalo ahora, o en `at` (la hora tocada sin conexión, dentro de OFFLINE_GRACE_MINUTES) (409 si ya hay uno en curso)',
        params: idParams,
        body: plainBody(startBodySchema, { optional: true }),
        response: { 201: state, 409: WORK_CONFLICTS, 422: totalsLimitResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startWork(app.db, request.currentUser, request.params.id, request.body, workClock())),
  );

  // The worker's reports: the record itself in the body (spec part 2 §7), validated by the service.
  const reports = [
    {
      path: 'intervals/pause',
      summary: 'Pausa: cierra el intervalo en curso con la cantidad producida, ahora o en `at` (posterior a su inicio)',
      body: quantityProducedBodySchema,
      report: pauseWork,
    },
    {
      path: 'intervals/finish_by_user',
      summary: 'El trabajador termina su parte (no se deshace), ahora o en `at`; con todos terminados la actividad queda terminada',
      body: quantityProducedBodySchema,
      report: finishWorkByUser,
    },
    { path: 'save_observation', summary: 'Guarda la observación del trabajador', body: observationBodySchema, report: saveObservation },
  ];
  for (const { path, summary, body, report } of reports) {
    app.put(
      `/activity_users/:id/${path}`,
      {
        config: OPERATORS,
        schema: { tags, summary, params: idParams, body: plainBody(body), response: { 200: state, 409: WORK_CONFLICTS } },
      },
      async (request) => report(app.db, request.currentUser, request.params.id, request.body, workClock()),
    );
  }

  app.post(
    '/activity_users/:id/intervals',
    {
      schema: {
        tags,
        summary:
          'Editor de intervalos: crea un intervalo (fin posterior al inicio, sin cruces, desde la creación de la actividad, hasta MAX_INTERVAL_HOURS horas)',
        params: idParams,
        body: wrappedBody('interval', intervalInputSchema),
        response: { 201: intervalSchema, 409: WORK_CONFLICTS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInterval(app.db, request.currentUser, request.params.id, request.body.interval, limitsNow())),
  );

  app.put(
    '/activity_users/:id/intervals/:interval_id',
    {
      schema: {
        tags,
        summary: 'Editor de intervalos: cambia inicio, fin o cantidad (registra quién y cuándo)',
        params: intervalParams,
        body: wrappedBody('interval', intervalUpdateSchema),
        response: { 200: intervalSchema, 409: WORK_CONFLICTS },
      },
    },
    async (request) =>
      updateInterval(app.db, request.currentUser, request.params.id, request.params.interval_id, request.body.interval, limitsNow()),
  );

  app.delete(
    '/activity_users/:id/intervals/:interval_id',
    {
      schema: {
        tags,
        summary: 'Editor de intervalos: elimina un intervalo',
        params: intervalParams,
        response: { 204: noContentResponseSchema, 409: WORK_CONFLICTS, 422: totalsLimitResponse },
      },
    },
    async (request, reply) => {
      await deleteInterval(app.db, request.params.id, request.params.interval_id, app.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/intervals/stale',
    {
      schema: {
        tags,
        summary: 'Intervalos abiertos hace más de MAX_OPEN_INTERVAL_HOURS horas (nunca se cierran solos), los más antiguos primero',
        response: { 200: z.array(staleIntervalSchema) },
      },
    },
    async () => staleIntervals(app.db, app.now(), options.maxOpenIntervalHours),
  );
};
