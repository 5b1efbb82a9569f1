import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import { aboutResponseSchema, APP_VERSION, healthResponseSchema, messages } from '@tintero/domain';
import type { Config } from './config';
import { httpsServerFactory } from './tls';
import { trackRequestsForAudit } from './lib/audit-context';
import { systemClock, type Clock } from './lib/clock';
import type { DatabaseHandle } from './db/client';
import { logResponses, safeLoggerOptions } from './lib/logging';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { idempotencyPlugin } from './plugins/idempotency';
import { responsesPlugin } from './plugins/responses';
import { apiDocsPlugin, isApiDocsPage } from './plugins/api-docs';
import { authRoutes } from './modules/auth/routes';
import { createSignInThrottle } from './modules/auth/sign-in-throttle';
import { userRoutes } from './modules/users/routes';
import { listRoutes } from './modules/lists/routes';
import { productionOrderRoutes } from './modules/production-orders/routes';
import { supplyRoutes } from './modules/supplies/routes';
import { kardexRoutes } from './modules/kardex/routes';
import { orderSupplyRoutes } from './modules/order-supplies/routes';
import { activityRoutes } from './modules/activities/routes';
import { machineRoutes } from './modules/machines/routes';
import { operatorWorkRoutes } from './modules/operator-work/routes';
import { inventaryRoutes } from './modules/inventaries/routes';
import { purchaseRoutes } from './modules/purchases/routes';
import { timeEstimationRuleRoutes } from './modules/time-estimation-rules/routes';
import { reportRoutes } from './modules/reports/routes';
import { insightsRoutes } from './modules/insights/routes';
import { shopFloorRoutes } from './modules/shop-floor/routes';
import { auditEventRoutes } from './modules/audit-events/routes';
import { settingsRoutes } from './modules/settings/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { planningRoutes } from './modules/planning/routes';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /**
   * Settles once the database is open and seeded (main.ts): the app listens before, and holds API
   * requests until then (plugins/db.ts). Already open when absent.
   */
  databaseOpened?: Promise<void>;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the fuzz test enumerates them with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The server's clock (tests move it by hand); the system's by default. */
  now?: Clock;
  /** Validates every answer against its zod schema too (plugins/responses.ts); on under NODE_ENV=test. */
  checkResponses?: boolean;
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
 * What is compressed on the fly: JSON and text answers, never the server-sent events stream (its
 * events must leave one by one, not when a compressor's buffer fills) nor files already compressed
 * (the .xlsx exports are zip archives). The SPA's files are compressed at build and served as such.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|javascript/;
/** Characters from which an answer is turned into bytes before compression (see the onSend hook). */
const LARGE_ANSWER = 64 * 1024;

/** A request for a file (`/assets/index-abc.js`, `/favicon.png`), never a screen of the SPA. */
const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Builds the whole application (used by main.ts and by the tests through `app.inject`): external
 * plugins first, then ours, then the API routes under /v1, then the SPA.
 */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? false),
    // One compact line per answer instead, at debug level (5xx always): lib/logging.ts logResponses.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { querystringParser: parseQuery },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Only behind a proxy that sets them may X-Forwarded-* be believed: otherwise anyone could pick
    // their own address (the sign-in limit is per address) and scheme.
    trustProxy: config.trustProxy,
    // Errors raised before routing (a URL that does not decode) and by Node's HTTP parser answer in Spanish too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Fastify gives each plugin 10 s to register. swagger-ui reads its files from disk when it
    // registers, and on a busy 2-core office PC (or a test run starting dozens of apps) that once
    // took longer: the server refused to start. A plugin that truly hangs still fails, after 60 s.
    pluginTimeout: 60_000,
    // No automatic HEAD twin for every GET: half the routes to register at start (decision 036).
    // The health check keeps its HEAD (supervisors may ask with it); the SPA's files have theirs
    // from @fastify/static, its screens from the not-found handler below.
    exposeHeadRoutes: false,
    ...(config.tls && { serverFactory: httpsServerFactory(config.tls) }),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  logResponses(app);
  // First: everything a request runs afterwards knows who acts, for the audit trail.
  trackRequestsForAudit(app);
  app.decorate('now', options.now ?? systemClock);
  app.setValidatorCompiler(validatorCompiler);

  await app.register(helmet, {
    global: false,
    // A workshop serves Tintero over plain HTTP on its LAN as readily as behind a TLS proxy: nothing
    // may force https there. HSTS is sent only on requests that did arrive over TLS (below).
    hsts: false,
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
        upgradeInsecureRequests: null,
      },
    },
  });
  // Documents (the SPA, its files, the API docs' page) get helmet's full set with a strict CSP. JSON answers
  // get the few headers that matter for an API (OWASP REST cheat sheet), fixed once: they are most
  // of the traffic, and a dozen document-only headers on each would cost throughput for nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !isApiDocsPage(request.url)) {
      reply.headers(API_SECURITY_HEADERS);
    } else {
      await reply.helmet();
    }
    // request.protocol is https only on a TLS socket, or when TRUST_PROXY believes X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // Answers above 1 KB go out in brotli (quality 4: cheap on the CPU) or gzip when the client asks;
  // a month of orders shrinks about tenfold. Registered before every route it applies to.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
  // A large answer becomes bytes once, here (before the route-level compress hook): given a string,
  // compress measured its UTF-8 length with a full scan and then encoded it again to compress it
  // (65 ms per quarter's consolidated report, 14 MB, issue 14).
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' && payload.length > LARGE_ANSWER ? Buffer.from(payload) : payload,
  );
  await app.register(formbody, { parser: (body) => qs.parse(body) });

  await app.register(dbPlugin, {
    handle: options.database,
    upkeepHours: config.pgliteUpkeepHours,
    timeZone: config.appTimeZone,
    opened: options.databaseOpened,
  });
  await app.register(errorsPlugin);
  // After the error handler (swagger-ui's routes live in a context of their own, which keeps the
  // handler it was created with), before every route (the description sees them as they register).
  if (config.apiDocs) await app.register(apiDocsPlugin);
  await app.register(responsesPlugin, { check: options.checkResponses ?? process.env.NODE_ENV === 'test' });
  await app.register(authPlugin, { secret: options.jwtSecret, tokenTtlHours: config.tokenTtlHours });
  // After the session check: a write's Idempotency-Key is its user's (DESIGN §12.3, docs/decisions/046).
  await app.register(idempotencyPlugin);

  await app.register(
    async (api) => {
      // One failed-password budget per name, spent by sign-in and by a wrong current_password alike.
      const throttle = createSignInThrottle(config.signInRateLimit);
      await api.register(authRoutes, { throttle });
      await api.register(userRoutes, { throttle });
      await api.register(listRoutes);
      await api.register(productionOrderRoutes, { timeZone: config.appTimeZone });
      await api.register(supplyRoutes, { timeZone: config.appTimeZone });
      await api.register(kardexRoutes, { timeZone: config.appTimeZone });
      await api.register(orderSupplyRoutes, { timeZone: config.appTimeZone, offlineGraceMinutes: config.offlineGraceMinutes });
      await api.register(activityRoutes, { timeZone: config.appTimeZone });
      await api.register(machineRoutes);
      await api.register(operatorWorkRoutes, {
        maxOpenIntervalHours: config.maxOpenIntervalHours,
        maxIntervalHours: config.maxIntervalHours,
        offlineGraceMinutes: config.offlineGraceMinutes,
        timeZone: config.appTimeZone,
      });
      await api.register(purchaseRoutes, { timeZone: config.appTimeZone, editWindowHours: config.purchaseEditWindowHours });
      await api.register(inventaryRoutes);
      await api.register(timeEstimationRuleRoutes, { timeZone: config.appTimeZone });
      await api.register(reportRoutes, { timeZone: config.appTimeZone });
      await api.register(insightsRoutes, { timeZone: config.appTimeZone });
      await api.register(shopFloorRoutes, { maxOpenIntervalHours: config.maxOpenIntervalHours, timeZone: config.appTimeZone });
      await api.register(auditEventRoutes, { timeZone: config.appTimeZone });
      await api.register(settingsRoutes);
      await api.register(quoteRoutes, { timeZone: config.appTimeZone });
      await api.register(planningRoutes, { timeZone: config.appTimeZone });
      api.get(
        '/about',
        {
          config: { access: { roles: ['operator', 'seller'] } },
          schema: {
            tags: ['app'],
            summary: 'Versión y contacto del diálogo de ayuda; tolerancia del exceso de tiempo; zona horaria; límites de los intervalos',
            response: { 200: aboutResponseSchema },
          },
        },
        async () => ({
          version: APP_VERSION,
          contact_email: config.contactEmail,
          // Cards colour time spent yellow up to this many seconds over the estimate, red beyond.
          time_overrun_tolerance_seconds: config.timeOverrunToleranceSeconds,
          // Screens show timestamps in APP_TIME_ZONE, as the Excel export and the month filters do.
          time_zone: config.appTimeZone,
          // Intervals open longer than this are flagged to administrators (GET /v1/intervals/stale).
          max_open_interval_hours: config.maxOpenIntervalHours,
          // API_DOCS: the help dialog links administrators to /v1/docs only when it is served.
          api_docs: config.apiDocs,
          // The interval editor refuses an interval longer than this; the web form says so before sending.
          max_interval_hours: config.maxIntervalHours,
        }),
      );
      api.get(
        '/health',
        {
          config: { access: { public: true } },
          exposeHeadRoute: true,
          schema: {
            tags: ['app'],
            summary: 'Estado del servidor (sin token): 503 mientras la base de datos abre, los primeros segundos tras arrancar',
            response: { 200: healthResponseSchema, 503: healthResponseSchema },
          },
        },
        async (_request, reply) => {
          // Ready means the database answers: a supervisor or a test waits for the 200.
          if (!app.dbIsOpen()) return reply.code(503).send({ status: 'opening' as const, version: APP_VERSION });
          return { status: 'ok' as const, version: APP_VERSION };
        },
      );
    },
    { prefix: '/v1' },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasSpa = fs.existsSync(indexHtml);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      // The build writes each file's .br and .gz beside it (web/vite.config.ts): those are sent as
      // the client accepts, with no compression work per request.
      preCompressed: true,
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
    // History-mode routing: any other GET is a screen of the SPA, which routes it in the browser. A
    // missing file is a 404: index.html served as a script would fail in the browser with no clue.
    if (hasSpa && !isApi && !looksLikeFile(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.http.notFound });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
