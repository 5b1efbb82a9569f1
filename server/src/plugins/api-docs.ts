import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@tintero/domain';
import { describeDocument, describeOperation } from './api-description';
import { API_DOCS_PAGE_CSS, API_DOCS_PAGE_SCRIPT } from './api-docs-page';

/**
 * The OpenAPI description of every route (`/v1/docs/json`, `/v1/docs/yaml`) and swagger-ui's page
 * showing it (`/v1/docs`); `API_DOCS=false` leaves all of them out (docs/decisions/028).
 *
 * The description is an answer of the API like any other: administrators only, with their Bearer
 * token, in every environment. The page and swagger-ui's own files hold nothing of Tintero's and a
 * browser cannot send a Bearer token when it opens a page, so they are public: the page reads the
 * administrator's session of the web app (same origin, `tintero.jwt` in localStorage) and sends it
 * with its requests, or says how to sign in.
 */
export const API_DOCS_PREFIX = '/v1/docs';

/** The description itself: an API answer (the API's headers, the auth hook's check). */
const DESCRIPTION_ROUTES = new Set([`${API_DOCS_PREFIX}/json`, `${API_DOCS_PREFIX}/yaml`]);

/** swagger-ui's page and its files (HTML, scripts, styles): documents, public. */
export const isApiDocsPage = (url: string) =>
  (url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) && !DESCRIPTION_ROUTES.has(url.split('?')[0]!);

/** OpenAPI of every route, registered where it sees them all (before any route). */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Tintero API',
      version: APP_VERSION,
      description: 'API de Tintero. Todas las rutas, salvo /v1/sign_in, requieren `Authorization: Bearer <jwt>`.',
    },
    components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  },
  transform: describeOperation,
  transformObject: describeDocument,
};

/**
 * A function of swagger-ui's configuration, written into its page by @fastify/swagger-ui from the
 * function's source: given as that source, so no compiler (tsx, esbuild) can change it.
 */
const browserFunction = (source: string) => Object.assign(<T>(value: T) => value, { toString: () => source });

/** The page's routes open to anyone (`config.access`, read by the auth hook); the description's are not. */
function openThePage(route: RouteOptions) {
  if (isApiDocsPage(route.url)) route.config = { ...route.config, access: { public: true } };
}

async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, swaggerOptions);
  app.addHook('onRoute', openThePage);
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    // swagger-ui's own policy asks the browser to upgrade every request to https: on a workshop's
    // LAN, served over plain HTTP, the page then stayed blank. Nothing else of its policy changes.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
    theme: {
      title: 'Tintero · API',
      js: [{ filename: 'tintero-session.js', content: API_DOCS_PAGE_SCRIPT }],
      css: [{ filename: 'tintero-session.css', content: API_DOCS_PAGE_CSS }],
    },
    uiConfig: {
      docExpansion: 'list',
      // Every request of the page (the description, "Try it out") carries the administrator's
      // session of the web app; a refused description says why (api-docs-page.ts).
      requestInterceptor: browserFunction('(request) => window.tinteroDocs.withSession(request)'),
      responseInterceptor: browserFunction('(response) => window.tinteroDocs.explainRefusal(response)'),
    },
  });
}

export const apiDocsPlugin = fp(apiDocs, { name: 'api-docs' });
