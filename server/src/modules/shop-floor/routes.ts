import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopFloorSnapshotSchema, workEventSchema } from '@tintero/domain';
import { tooManyRequestsResponse } from '../../lib/error-answers';
import { workerIdsOf } from '../activities/queries';
import { WORK_EVENTS_CHANNEL } from '../../lib/work-events';
import { TooManyStreams, WorkEventHub } from './hub';
import { shopFloorSnapshot } from './queries';

export interface ShopFloorOptions {
  maxOpenIntervalHours: number;
}

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
  await app.dbListen(WORK_EVENTS_CHANNEL, (payload) => hub.dispatch(payload));
  app.userChanged.add((userId) => hub.endStreamsOf(userId));
  // Before the server closes: an open stream never ends by itself and would hold `close()` forever.
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/shop_floor',
    {
      schema: {
        tags,
        summary: 'Planta en vivo: lo que corre, lo pausado, lo pendiente y los intervalos abiertos demasiado tiempo',
        response: { 200: shopFloorSnapshotSchema },
      },
    },
    async () => shopFloorSnapshot(app.db, app.now(), options),
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
