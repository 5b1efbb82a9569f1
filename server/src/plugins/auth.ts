import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
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
 * `public` needs no token, `roles` lists who else may call, and `own` names the path parameter
 * holding a user's id that those other roles may only set to their own (403 otherwise, checked
 * once the parameters are valid); administrators reach everyone's.
 */
export interface AccessConfig {
  public?: boolean;
  roles?: readonly Role[];
  own?: string;
  /**
   * Roles of `roles` that this route answers money (DESIGN §12.1: money in quotes is the seller's
   * trade, on their own quotes only, which the service checks); every other route refuses to start
   * with money in their answer (plugins/responses.ts).
   */
  money?: readonly Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessConfig;
  }
  interface FastifyInstance {
    /** Drops the cached sign-in state of a user here and in every other process. */
    forgetUser: (tx: Executor, userId: number) => Promise<void>;
    /** Called with a user's id when their state changed in any process (what outlives a request: the event streams). */
    userChanged: Set<(userId: number) => void>;
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

/** Users whose status changed (disabled, new password, new role): every process drops its cache. */
const USER_CHANGED_CHANNEL = 'tintero_user_changed';
/** Upper bound on how stale a process's view of a user can be if a notification were ever lost. */
const SESSION_CACHE_MS = 5_000;

type SessionState = CurrentUser & { enabled: boolean; token_version: number };

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; tokenTtlHours: number }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: `${options.tokenTtlHours}h` },
      // A token without `exp` would never end (DESIGN §5 lists `exp` among the claims): refused.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });
    app.decorateRequest('currentUser', null as unknown as CurrentUser);

    // Each request re-checks the user's state, but not with a query each time: the state is cached
    // briefly and dropped at once, here and in other processes, whenever it changes. That keeps the
    // auth check far below the cost of the request itself (DESIGN §10).
    const sessions = new Map<number, { state: SessionState; expiresAt: number }>();
    const userChanged = new Set<(userId: number) => void>();
    app.decorate('userChanged', userChanged);
    await app.dbListen(USER_CHANGED_CHANNEL, (payload) => {
      sessions.delete(Number(payload));
      for (const listener of userChanged) listener(Number(payload));
    });
    app.decorate('forgetUser', async (tx: Executor, userId: number) => {
      sessions.delete(userId);
      await tx.execute(sql`SELECT pg_notify(${USER_CHANGED_CHANNEL}, ${String(userId)})`);
    });
    // Prepared once: on the hot path of every request the query is neither rebuilt nor re-planned.
    const selectSession = app.db
      .select({
        id: users.id,
        role: users.role,
        first_name: users.first_name,
        last_name: users.last_name,
        enabled: users.enabled,
        token_version: users.token_version,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_session');
    const loadSession = async (userId: number): Promise<SessionState | undefined> => {
      const cached = sessions.get(userId);
      if (cached && cached.expiresAt > Date.now()) return cached.state;
      const [state] = await selectSession.execute({ id: userId });
      if (state) sessions.set(userId, { state, expiresAt: Date.now() + SESSION_CACHE_MS });
      return state;
    };

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = request.routeOptions.config.access;
      // Only the API needs a token: not the SPA's files and fallback, nor public routes (sign-in,
      // health, the API docs' page: plugins/api-docs.ts).
      if (!request.routeOptions.url?.startsWith('/v1/') || access?.public) return;
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw unauthorized();
      }
      // Disabling, a new password or a new role end old tokens.
      const user = await loadSession(claims.id);
      if (!user || !user.enabled || user.token_version !== claims.tv) throw unauthorized();
      request.currentUser = { id: user.id, role: user.role, first_name: user.first_name, last_name: user.last_name };
      const allowed = user.role === 'administrator' || (access?.roles ?? []).includes(user.role);
      if (!allowed) throw forbidden();
    });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      const own = request.routeOptions.config.access?.own;
      if (!own || request.currentUser.role === 'administrator') return;
      if ((request.params as Record<string, unknown>)[own] !== request.currentUser.id) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
