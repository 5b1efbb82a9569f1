import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { Role, TokenClaims } from '@tintero/domain';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';

export interface CurrentUser {
  id: number;
  role: Role;
  first_name: string;
  last_name: string;
}

/**
 * Who may call a route (DESIGN §5). Routes are administrator-only unless they say otherwise:
 * `public` needs no token, `roles` lists who else may call. Ownership ("their own record") is
 * checked by the route itself.
 */
export interface AccessConfig {
  public?: boolean;
  roles?: readonly Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessConfig;
  }
  interface FastifyRequest {
    currentUser: CurrentUser;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenClaims, 'exp'>;
    user: TokenClaims;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; tokenTtlHours: number; publicPrefixes: readonly string[] }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: `${options.tokenTtlHours}h` },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('currentUser', null as unknown as CurrentUser);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = request.routeOptions.config.access;
      // Unknown URLs (404s, the SPA), public routes and public folders (the API docs) need no token.
      const url = request.routeOptions.url;
      if (!url || access?.public || options.publicPrefixes.some((prefix) => url.startsWith(prefix))) return;
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw unauthorized();
      }
      // Each request re-checks the user: disabling, a new password or a new role end old tokens.
      const [user] = await app.db
        .select({
          id: users.id,
          role: users.role,
          first_name: users.first_name,
          last_name: users.last_name,
          enabled: users.enabled,
          token_version: users.token_version,
        })
        .from(users)
        .where(eq(users.id, claims.id));
      if (!user || !user.enabled || user.token_version !== claims.tv) throw unauthorized();
      request.currentUser = { id: user.id, role: user.role, first_name: user.first_name, last_name: user.last_name };
      const allowed = user.role === 'administrator' || (access?.roles ?? []).includes(user.role);
      if (!allowed) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
