import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, signInResponseSchema, signInSchema, type Role } from '@tintero/domain';
import { unauthorized } from '../../lib/http-errors';
import { errorResponse, tooManyRequestsResponse } from '../../lib/error-answers';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { accountIdOf, findUserByUsername } from './queries';
import { recordPasswordAttempt } from './sign-in-events';
import { TooManySignInAttempts, type SignInThrottle } from './sign-in-throttle';

export function signToken(
  app: FastifyInstance,
  user: { id: number; role: Role; first_name: string; last_name: string; token_version: number },
) {
  return app.jwt.sign({ id: user.id, role: user.role, first_name: user.first_name, last_name: user.last_name, tv: user.token_version });
}

/** `throttle`: the failed-password budget sign-in shares with `PUT /users/{own id}` (app.ts). */
export const authRoutes: FastifyPluginAsyncZod<{ throttle: SignInThrottle }> = async (app, options) => {
  const { throttle } = options;

  app.post(
    '/sign_in',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión: auth[username], auth[password] (JSON o form-encoded) → { jwt }',
        // Both encodings are read (the form one with nested brackets, as older clients send it).
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: z.object({ auth: signInSchema }),
        response: {
          200: signInResponseSchema,
          401: errorResponse('Usuario o contraseña incorrectos, o usuario deshabilitado'),
          429: tooManyRequestsResponse,
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body.auth;
      try {
        // request.ip is the socket's address unless TRUST_PROXY says a proxy sets X-Forwarded-For.
        return await throttle.guard(request.ip, username, async () => {
          const user = await findUserByUsername(app.db, username);
          const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
          // Wrong password, unknown user and disabled user answer alike: nothing to learn from it.
          if (!user || !valid || !user.enabled) {
            await recordPasswordAttempt(app.db, { action: 'sign_in_failed', ip: request.ip, accountId: user?.id, typedName: username });
            throw unauthorized(messages.signIn.invalidCredentials);
          }
          await recordPasswordAttempt(app.db, { action: 'sign_in', ip: request.ip, userId: user.id, accountId: user.id });
          return { jwt: signToken(app, user) };
        });
      } catch (error) {
        if (error instanceof TooManySignInAttempts) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          if (error.lockedOut) {
            const accountId = await accountIdOf(app.db, username);
            await recordPasswordAttempt(app.db, {
              action: 'locked_out',
              ip: request.ip,
              accountId,
              typedName: username,
              lock: error.lockedOut,
            });
          }
        }
        throw error;
      }
    },
  );
};
