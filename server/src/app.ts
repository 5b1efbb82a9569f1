import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import { APP_VERSION, messages } from '@tintero/domain';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { authRoutes } from './modules/auth/routes';
import { userRoutes } from './modules/users/routes';
import { listRoutes } from './modules/lists/routes';
import { productionOrderRoutes } from './modules/production-orders/routes';
import { suppliesModule } from './modules/supplies/module';
import { activitiesModule } from './modules/activities/module';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
}

const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

/** Query strings use nested brackets (`states[]=a&states[]=b`), as the web client sends them. */
const parseQuery = (query: string) => qs.parse(query, { arrayLimit: 200 }) as Record<string, unknown>;

/**
 * Builds the whole application (used by main.ts and by the tests through `app.inject`): external
 * plugins first, then ours, then the API routes under /v1, then the SPA.
 */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { querystringParser: parseQuery },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes and CSS variables; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // Documents (the SPA, its files, the API docs) get helmet's full set with a strict CSP. JSON answers
  // get the few headers that matter for an API (OWASP REST cheat sheet), fixed once: they are most
  // of the traffic, and a dozen document-only headers on each would cost throughput for nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !request.url.startsWith('/v1/docs')) {
      reply.headers(API_SECURITY_HEADERS);
    } else {
      await reply.helmet();
    }
  });
  await app.register(formbody, { parser: (body) => qs.parse(body) });
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tintero API',
        version: APP_VERSION,
        description: 'API de Tintero. Todas las rutas, salvo /v1/sign_in, requieren `Authorization: Bearer <jwt>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  await app.register(dbPlugin, { handle: options.database });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, tokenTtlHours: config.tokenTtlHours, publicPrefixes: ['/v1/docs'] });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { signInRateLimit: config.signInRateLimit });
      await api.register(userRoutes);
      await api.register(listRoutes);
      await api.register(productionOrderRoutes, { timeZone: config.appTimeZone });
      await api.register(suppliesModule, { timeZone: config.appTimeZone });
      await api.register(activitiesModule, { timeZone: config.appTimeZone });
      api.get(
        '/about',
        {
          config: { access: { roles: ['operator', 'seller'] } },
          schema: { tags: ['app'], summary: 'Versión y contacto del diálogo de ayuda' },
        },
        async () => ({ version: APP_VERSION, contact_email: config.contactEmail }),
      );
      api.get('/health', { config: { access: { public: true } }, schema: { hide: true } }, async () => ({
        status: 'ok',
        version: APP_VERSION,
      }));
    },
    { prefix: '/v1' },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasSpa = fs.existsSync(indexHtml);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh to pick up a new build.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    // History-mode routing: any other GET is a screen of the SPA, which routes it in the browser.
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.http.notFound });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
