import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noContentResponseSchema,
  updatedUserResponses,
  userCreateSchema,
  userResponses,
  userResponseSchema,
  userUpdateSchema,
} from '@tintero/domain';
import { verifyPassword } from '../../lib/passwords';
import { idParams, queryBoolean, wrappedBody } from '../../lib/route-schemas';
import { byRole } from '../../plugins/responses';
import { signToken } from '../auth/routes';
import { recordPasswordAttempt } from '../auth/sign-in-events';
import { TooManySignInAttempts, type SignInThrottle } from '../auth/sign-in-throttle';
import { findUser, listUsers, presentUser, readUser } from './queries';
import { createUser, disableUser, updateUser, WrongCurrentPassword, type CurrentPasswordCheck } from './service';
import { endSessions } from './sessions';
import { conflictResponse, tooManyRequestsResponse } from '../../lib/error-answers';

/** Nobody disables themselves (409). */
const selfDisable = conflictResponse('cannot_disable_self');

/** Every role, on their own account (`:id`); administrators on anyone's. */
const SELF = { access: { roles: ['operator', 'seller'] as const, own: 'id' } };

const tags = ['users'];
const userList = { 200: z.array(userResponseSchema) };

/** `throttle`: the failed-password budget shared with sign-in (a wrong current_password spends it too). */
export const userRoutes: FastifyPluginAsyncZod<{ throttle: SignInThrottle }> = async (app, { throttle }) => {
  const isCurrentPassword: CurrentPasswordCheck = (user, typed) =>
    throttle.checkPassword(user.username, () => verifyPassword(user.password_hash, typed));

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Lista los usuarios (enabled=true: solo los habilitados)',
        querystring: z.object({ enabled: queryBoolean.optional() }),
        response: userList,
      },
    },
    async (request) => (await listUsers(app.db, { enabled: request.query.enabled })).map(presentUser),
  );

  app.get(
    '/users/:id',
    {
      config: SELF,
      schema: { tags, summary: 'Un usuario; los demás roles, solo el suyo', params: idParams, response: { 200: byRole(userResponses) } },
    },
    async (request) => {
      return presentUser(await readUser(app.db, request.params.id));
    },
  );

  app.post(
    '/users',
    { schema: { tags, body: wrappedBody('user', userCreateSchema), response: { 201: userResponseSchema } } },
    async (request, reply) => reply.status(201).send(presentUser(await createUser(app.db, request.body.user))),
  );

  app.put(
    '/users/:id',
    {
      config: SELF,
      schema: {
        tags,
        summary: 'Actualiza; la cuenta propia pide current_password, con el mismo límite de intentos fallidos que el inicio de sesión',
        params: idParams,
        body: wrappedBody('user', userUpdateSchema),
        response: { 200: byRole(updatedUserResponses), 409: selfDisable, 429: tooManyRequestsResponse },
      },
    },
    async (request, reply) => {
      const actor = request.currentUser;
      const before = actor.id === request.params.id ? await findUser(app.db, actor.id) : undefined;
      let row;
      try {
        row = await updateUser(app.db, app.forgetUser, actor, request.params.id, request.body.user, app.now(), isCurrentPassword);
      } catch (error) {
        // Each wrong guess and the lock-out stay in the trail: written on their own, as a sign-in's are.
        const attempt = { ip: request.ip, userId: actor.id, accountId: actor.id };
        if (error instanceof WrongCurrentPassword) await recordPasswordAttempt(app.db, { ...attempt, action: 'password_check_failed' });
        if (error instanceof TooManySignInAttempts) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          if (error.lockedOut) await recordPasswordAttempt(app.db, { ...attempt, action: 'locked_out', lock: error.lockedOut });
        }
        throw error;
      }
      // A new password ends every other session of the user; the one that changed it goes on.
      if (before && row.token_version !== before.token_version) return { ...presentUser(row), jwt: signToken(app, row) };
      return presentUser(row);
    },
  );

  app.delete(
    '/users/:id',
    { schema: { tags, summary: 'Deshabilita', params: idParams, response: { 200: userResponseSchema, 409: selfDisable } } },
    async (request) => presentUser(await disableUser(app.db, app.forgetUser, request.currentUser, request.params.id, app.now())),
  );

  app.post(
    '/users/:id/end_sessions',
    {
      config: SELF,
      schema: {
        tags,
        summary: 'Cierra todas las sesiones del usuario (las propias: cualquiera; las de otro: administradores)',
        params: idParams,
        response: { 204: noContentResponseSchema },
      },
    },
    async (request, reply) => {
      await endSessions(app.db, app.forgetUser, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
