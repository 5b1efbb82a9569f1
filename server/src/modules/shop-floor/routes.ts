import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOARD_LANE_PAGE,
  BOARD_LANE_PAGE_MAX,
  BOARD_ORDER_MAX,
  boardFiltersSchema,
  boardLaneParamsSchema,
  boardLaneQuerySchema,
  safeString,
  shopFloorLanePageSchema,
  shopFloorSnapshotSchema,
  workEventSchema,
} from '@tintero/domain';
import { tooManyRequestsResponse } from '../../lib/error-answers';
import { parseOrThrow } from '../../lib/validation';
import { workerIdsOf } from '../activities/queries';
import { WORK_EVENTS_CHANNEL } from '../../lib/work-events';
import { TooManyStreams, WorkEventHub } from './hub';
import { answerAt, boardState, shopFloorLanePage, type BoardOptions, type BoardState } from './queries';
import { SharedAnswers } from './shared-answers';

export type ShopFloorOptions = BoardOptions;

/**
 * The filters as the routes let them through, any text, so that a bad value reaches the handler,
 * whose domain schema answers 422 naming the field (a route's own query schema would answer 400).
 * They are still documented.
 */
const filterFields = {
  operator: safeString().optional().describe('El trabajo de este operario (su id)'),
  order: safeString()
    .optional()
    .describe(
      `Orden: su número si hay una orden con ese número en la planta, si no parte de su referencia (hasta ${BOARD_ORDER_MAX} caracteres)`,
    ),
};
const boardQuerystring = z.object({
  machine: safeString().optional().describe('Un carril: m<id de máquina>, o t-<tipo de actividad> sin máquina'),
  ...filterFields,
});
const laneQuerystring = z.object({
  status: safeString().describe('paused o pending'),
  offset: safeString().optional().describe('Cuántas saltar, en el orden del tablero (0 si falta)'),
  limit: safeString().optional().describe(`Cuántas, hasta ${BOARD_LANE_PAGE_MAX} (${BOARD_LANE_PAGE} si falta)`),
  ...filterFields,
});

const EVENT_STREAM = 'text/event-stream';

/**
 * The declared answer of the events route: a stream, never serialized from a schema. Its schema is
 * what each event's `data:` carries, so the money check of plugins/responses.ts covers it too.
 */
// Typed loosely: the stream's schema describes each event's data, not what the handler sends.
const eventStreamResponse: Record<number, unknown> = {
  200: {
    description: 'Eventos de trabajo (server-sent events): `event: <kind>`, `data: WorkEvent` en JSON, `id`',
    content: { [EVENT_STREAM]: { schema: workEventSchema.describe('Los datos (`data:`) de cada evento, en JSON') } },
  },
  429: tooManyRequestsResponse,
};

/**
 * The live shop floor (issue 13; DESIGN §11; docs/decisions/013): the administrators' snapshot and
 * the stream of work events that keeps it, the operators' dashboards and the order screens current.
 */
export const shopFloorRoutes: FastifyPluginAsyncZod<ShopFloorOptions> = async (app, options) => {
  const tags = ['shop_floor'];
  const hub = new WorkEventHub((activityId) => workerIdsOf(app.db, activityId));
  const boards = new SharedAnswers<BoardState>(() => app.now().getTime());
  // Before the event reaches any stream: a board's refetch that it causes never gets an older answer.
  await app.dbListen(WORK_EVENTS_CHANNEL, (payload) => {
    boards.invalidate();
    hub.dispatch(payload);
  });
  app.userChanged.add((userId) => hub.endStreamsOf(userId));
  // Before the server closes: an open stream never ends by itself and would hold `close()` forever.
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/shop_floor',
    {
      schema: {
        tags,
        summary:
          'Planta en vivo: lo que corre, los intervalos abiertos demasiado tiempo y por carril lo pausado y lo pendiente ' +
          '(cuántas y las primeras), con los filtros aplicados',
        querystring: boardQuerystring,
        response: { 200: shopFloorSnapshotSchema },
      },
    },
    async (request) => {
      const filters = parseOrThrow(boardFiltersSchema, request.query);
      const now = app.now();
      const state = await boards.get(JSON.stringify(filters), () => boardState(app.db, now, options, filters));
      return answerAt(state, now, options.maxOpenIntervalHours);
    },
  );

  app.get(
    '/shop_floor/lanes/:lane',
    {
      schema: {
        tags,
        summary: 'Más actividades en pausa o pendientes de un carril de la planta, en el orden del tablero, con sus filtros',
        params: boardLaneParamsSchema,
        querystring: laneQuerystring,
        response: { 200: shopFloorLanePageSchema },
      },
    },
    async (request) =>
      shopFloorLanePage(app.db, app.now(), options, request.params.lane, parseOrThrow(boardLaneQuerySchema, request.query)),
  );

  // The auth hook has answered 401/403 in JSON before this runs: the stream starts only for someone allowed.
  app.get(
    '/events',
    {
      config: { access: { roles: ['operator'] } },
      schema: {
        tags,
        summary:
          'Eventos de trabajo en vivo (SSE): administradores todos, operarios solo los de su trabajo; sin dinero. ' +
          'A lo sumo 5 abiertos por operario y 20 por administrador (429 con Retry-After pasado el límite)',
        response: eventStreamResponse,
      },
    },
    async (request, reply) => {
      let stream;
      try {
        stream = hub.subscribe(request.currentUser);
      } catch (error) {
        if (error instanceof TooManyStreams) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      return (
        reply
          .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
          .header('cache-control', 'no-store')
          // nginx would otherwise buffer the stream and deliver events late, in bursts.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
};
