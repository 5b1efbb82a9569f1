import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  bodyHashOf,
  checkedKey,
  findKey,
  IDEMPOTENCY_HEADER,
  IN_PROGRESS_CODE,
  keyedWriteOf,
  keyInProgress,
  keyReused,
  markKeyedWrite,
  purgeExpiredKeys,
  storeAnswer,
} from '../lib/idempotency';

/**
 * `Idempotency-Key` on every write route (DESIGN §12.3, docs/decisions/046): a tablet that lost an
 * answer sends the same request again with the same key, and the server answers what it answered
 * the first time without acting again. The rules are in lib/idempotency.ts; here, the hooks:
 *
 * - preHandler (after the session check and the route's validation) of a POST, PUT, PATCH or DELETE
 *   with the header, by a signed-in user (public routes ignore it: sign-in is not a write of work):
 *   a malformed key is 422; a live key of this user on another request is 422; one whose write is
 *   under way is 409 `idempotency_key_in_progress` with `Retry-After: 1`; one answered is replayed
 *   (its status and body, `Idempotent-Replayed: true`); otherwise the write goes on, its transaction
 *   taking the key first (lib/transaction.ts);
 * - onSend: the answer of a keyed write stored for its repeats, before it leaves;
 * - every hour, the keys older than 24 hours purged (both databases; a key found expired is deleted then too).
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PURGE_EVERY_MS = 3_600_000;

/** Whether a route takes the header: the writes of signed-in users under /v1. */
export const takesIdempotencyKey = (method: string | string[], url: string, isPublic: boolean) =>
  !isPublic && url.startsWith('/v1/') && [method].flat().some((one) => WRITES.has(one.toUpperCase()));

async function replayOrClaim(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || !WRITES.has(request.method) || !request.currentUser) return;
  const key = checkedKey(header);
  const now = app.now();
  const write = {
    userId: request.currentUser.id,
    key,
    method: request.method,
    path: request.url,
    bodyHash: bodyHashOf(request.body),
    now,
    committed: false,
  };
  const stored = await findKey(app.db, write.userId, key, now);
  if (stored) {
    if (stored.method !== write.method || stored.path !== write.path || stored.body_hash !== write.bodyHash) throw keyReused();
    if (stored.status === null) {
      reply.header('retry-after', '1');
      throw keyInProgress();
    }
    reply.header('idempotent-replayed', 'true').code(stored.status);
    if (stored.answer === null) return reply.send();
    return reply.type('application/json; charset=utf-8').send(stored.answer);
  }
  markKeyedWrite(request, write);
}

function answerText(payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined || payload === '') return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined; // a stream: not kept
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/v1/')) return;
      return replayOrClaim(app, request, reply);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 409 && typeof payload === 'string' && payload.includes(IN_PROGRESS_CODE)) reply.header('retry-after', '1');
      const write = keyedWriteOf(request);
      if (!write) return payload;
      const answer = answerText(payload);
      try {
        await storeAnswer(app.db, write, reply.statusCode, answer);
      } catch (error) {
        // The write stands; a repeat will be told it is under way until the key expires.
        request.log.warn({ err: error }, 'No se pudo guardar la respuesta de una clave Idempotency-Key.');
      }
      return payload;
    });

    let timer: NodeJS.Timeout | undefined;
    let purging: Promise<unknown> = Promise.resolve();
    const purge = () => {
      purging = purgeExpiredKeys(app.db, app.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'No se pudieron borrar las claves Idempotency-Key vencidas; se intenta de nuevo en una hora.'),
      );
    };
    app.addHook('onReady', () => {
      timer = setInterval(purge, PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await purging;
    });
  },
  { name: 'idempotency', dependencies: ['db'] },
);
