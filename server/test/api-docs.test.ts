import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { messages } from '@tintero/domain';
import { API_DOCS_PAGE_SCRIPT } from '../src/plugins/api-docs-page';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, tokenFor, withAdministrator } from './helpers';

/**
 * The API docs (plugins/api-docs.ts, docs/decisions/028). Who may read them is in the
 * authorization table (authorization/api-docs.ts); here, what they answer and how the page works
 * over plain HTTP with the web app's session.
 */
const session = withAdministrator();

describe('the OpenAPI description', () => {
  it('describes every route to an administrator, as an API answer (not cached, not framed)', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/v1/docs/json', headers: bearer(session.admin) });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/v1/sign_in', '/v1/users', '/v1/users/{id}', '/v1/items']));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is refused without a session (401) and to an operator (403), with the Spanish message', async () => {
    const operator = await createUser(session.app, session.admin);
    const anonymous = await session.app.inject({ method: 'GET', url: '/v1/docs/json' });
    const yaml = await session.app.inject({ method: 'GET', url: '/v1/docs/yaml' });
    const refused = await session.app.inject({
      method: 'GET',
      url: '/v1/docs/json',
      headers: bearer(await tokenFor(session.app, operator.username, operator.password)),
    });
    expect([anonymous.statusCode, yaml.statusCode, refused.statusCode]).toEqual([401, 401, 403]);
    expect(anonymous.json()).toEqual({ message: messages.http.unauthorized });
    expect(anonymous.body).not.toContain('paths');
  });
});

describe('the docs page', () => {
  it('works over plain HTTP on a LAN name: no part of it asks the browser to upgrade to https', async () => {
    for (const url of ['/v1/docs', '/v1/docs/static/swagger-initializer.js', '/v1/docs/static/swagger-ui-bundle.js']) {
      const response = await session.app.inject({ method: 'GET', url, headers: { host: 'tintero-server:3000' } });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("loads Tintero's session script, and sends every request of the page through it", async () => {
    const page = await session.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(page.body).toContain('/theme/tintero-session.js');
    const start = (await session.app.inject({ method: 'GET', url: '/v1/docs/static/swagger-initializer.js' })).body;
    expect(start).toContain('"requestInterceptor":(request) => window.tinteroDocs.withSession(request)');
    expect(start).toContain('"responseInterceptor":(response) => window.tinteroDocs.explainRefusal(response)');
    const script = await session.app.inject({ method: 'GET', url: '/v1/docs/static/theme/tintero-session.js' });
    expect(script.body).toBe(API_DOCS_PAGE_SCRIPT);
  });
});

/** The page's script run as in a browser at `origin`, with `token` as the web app's stored session. */
function pageScript(origin: string, token: string | null) {
  const body = { children: [] as { id: string; textContent: string }[] };
  const element = () => {
    const node = {
      id: '',
      textContent: '',
      setAttribute: () => undefined,
      appendChild: (child: { textContent: string }) => (node.textContent += child.textContent),
    };
    return node;
  };
  const window = {
    location: { href: `${origin}/v1/docs`, origin },
    localStorage: { getItem: (key: string) => (key === 'tintero.jwt' ? token : null) },
  } as Record<string, unknown>;
  const document = {
    body: { ...body, firstChild: null, insertBefore: (node: { id: string; textContent: string }) => body.children.push(node) },
    getElementById: (id: string) => body.children.find((node) => node.id === id) ?? null,
    createElement: element,
  };
  vm.runInNewContext(API_DOCS_PAGE_SCRIPT, { window, document, URL });
  const docs = window.tinteroDocs as {
    withSession: (request: { url: string; headers: Record<string, string> }) => { headers: Record<string, string> };
    explainRefusal: (response: { url: string; status: number }) => unknown;
  };
  return { docs, notices: () => body.children.map((node) => node.textContent) };
}

describe("the docs page's session script", () => {
  const origin = 'http://tintero-server:3000';

  it("sends the web app's session to this server only, and never over a token typed into Authorize", () => {
    const { docs } = pageScript(origin, 'the-session');
    expect(docs.withSession({ url: `${origin}/v1/docs/json`, headers: {} }).headers).toEqual({ Authorization: 'Bearer the-session' });
    expect(docs.withSession({ url: '/v1/users', headers: {} }).headers).toEqual({ Authorization: 'Bearer the-session' });
    expect(docs.withSession({ url: 'https://elsewhere.example/v1/users', headers: {} }).headers).toEqual({});
    expect(docs.withSession({ url: '/v1/users', headers: { Authorization: 'Bearer typed' } }).headers).toEqual({
      Authorization: 'Bearer typed',
    });
    expect(pageScript(origin, null).docs.withSession({ url: '/v1/docs/json', headers: {} }).headers).toEqual({});
  });

  it('says how to sign in when the description is refused, and only then', () => {
    const { docs, notices } = pageScript(origin, null);
    docs.explainRefusal({ url: `${origin}/v1/users`, status: 401 });
    expect(notices()).toEqual([]);
    docs.explainRefusal({ url: `${origin}/v1/docs/json`, status: 401 });
    expect(notices()).toEqual([
      expect.stringMatching(/^Para ver la documentación de la API, ingrese a Tintero como administrador.*Ir a Tintero$/),
    ]);
    docs.explainRefusal({ url: `${origin}/v1/docs/json`, status: 403 });
    expect(notices()).toEqual([expect.stringMatching(/^La documentación de la API es solo para administradores/)]);
  });
});

describe('API_DOCS', () => {
  it('false leaves out the description, the page and its files, and tells the web app so', async () => {
    const hidden = await createTestApp({ API_DOCS: 'false' });
    const token = await tokenFor(hidden.app, 'admin', ADMIN_PASSWORD);
    const answers = await Promise.all(
      ['/v1/docs', '/v1/docs/json', '/v1/docs/static/swagger-initializer.js', '/v1/about'].map((url) =>
        hidden.app.inject({ method: 'GET', url, headers: bearer(token) }),
      ),
    );
    await hidden.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 200]);
    expect(answers[1]!.json()).toEqual({ message: messages.http.notFound });
    expect(answers[3]!.json()).toMatchObject({ api_docs: false });
  });

  it('is on by default, and /v1/about says so', async () => {
    const about = await session.app.inject({ method: 'GET', url: '/v1/about', headers: bearer(session.admin) });
    expect(about.json()).toMatchObject({ api_docs: true });
  });
});
