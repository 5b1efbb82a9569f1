import type { AuthorizationArea, RouteCase } from './matrix';
import { adminOnly, publicRoute } from './matrix';

/**
 * The API docs (plugins/api-docs.ts, docs/decisions/028): the description is administrators' only,
 * in every environment; swagger-ui's page and files are public (a browser cannot send a Bearer
 * token when it opens a page; they hold nothing of Tintero's, and the page sends the web app's
 * session itself).
 */
const page = (name: string, route: string, url: string, status = 200): RouteCase => ({
  name,
  method: 'GET',
  route,
  url: () => url,
  expected: publicRoute(status),
});

const cases: RouteCase[] = [
  { name: 'the OpenAPI description', method: 'GET', route: '/v1/docs/json', url: () => '/v1/docs/json', expected: adminOnly(200) },
  {
    name: 'the OpenAPI description in YAML',
    method: 'GET',
    route: '/v1/docs/yaml',
    url: () => '/v1/docs/yaml',
    expected: adminOnly(200),
  },
  page('the docs page', '/v1/docs', '/v1/docs'),
  page('the docs page, with a slash', '/v1/docs', '/v1/docs/'),
  page("swagger-ui's index.html (sends to the page)", '/v1/docs/static/index.html', '/v1/docs/static/index.html', 302),
  page("swagger-ui's start script", '/v1/docs/static/swagger-initializer.js', '/v1/docs/static/swagger-initializer.js'),
  page("swagger-ui's files", '/v1/docs/static/*', '/v1/docs/static/swagger-ui-bundle.js'),
  page("the page's session script", '/v1/docs/static/theme/tintero-session.js', '/v1/docs/static/theme/tintero-session.js'),
  page("the page's notice styles", '/v1/docs/static/theme/tintero-session.css', '/v1/docs/static/theme/tintero-session.css'),
];

export const apiDocsArea: AuthorizationArea = { cases };
