import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userCreateSchema, userUpdateSchema } from '@tintero/domain';
import { forbidden } from '../../lib/http-errors';
import { idParams, queryBoolean, wrappedBody } from '../../lib/route-schemas';
import { signToken } from '../auth/routes';
import { createUser, disableUser, findUser, listOperators, listUsers, presentUser, readUser, updateUser } from './service';

const SELF = { access: { roles: ['operator', 'seller'] as const } };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Lista los usuarios (enabled=true: solo los habilitados)',
        querystring: z.object({ enabled: queryBoolean.optional() }),
      },
    },
    async (request) => (await listUsers(app.db, { enabled: request.query.enabled })).map((u) => presentUser(u, 'administrator')),
  );

  app.get('/users/operators', { schema: { tags: ['users'], summary: 'Operarios habilitados' } }, async () =>
    (await listOperators(app.db)).map((u) => presentUser(u, 'administrator')),
  );

  app.get('/users/:id', { config: SELF, schema: { tags: ['users'], params: idParams } }, async (request) => {
    const actor = request.currentUser;
    if (actor.role !== 'administrator' && actor.id !== request.params.id) throw forbidden();
    return presentUser(await readUser(app.db, request.params.id), actor.role);
  });

  app.post('/users', { schema: { tags: ['users'], body: wrappedBody('user', userCreateSchema) } }, async (request, reply) => {
    const row = await createUser(app.db, request.body.user);
    return reply.status(201).send(presentUser(row, 'administrator'));
  });

  app.put(
    '/users/:id',
    { config: SELF, schema: { tags: ['users'], params: idParams, body: wrappedBody('user', userUpdateSchema) } },
    async (request) => {
      const actor = request.currentUser;
      if (actor.role !== 'administrator' && actor.id !== request.params.id) throw forbidden();
      const before = actor.id === request.params.id ? await findUser(app.db, actor.id) : undefined;
      const row = await updateUser(app.db, app.forgetUser, actor, request.params.id, request.body.user);
      const presented = presentUser(row, actor.role);
      // A new password ends every other session of the user; the one that changed it goes on.
      if (before && row.token_version !== before.token_version) return { ...presented, jwt: signToken(app, row) };
      return presented;
    },
  );

  app.delete('/users/:id', { schema: { tags: ['users'], params: idParams } }, async (request) =>
    presentUser(await disableUser(app.db, app.forgetUser, request.currentUser, request.params.id), 'administrator'),
  );
};
