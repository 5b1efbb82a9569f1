import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@tintero/domain';
import { DataDirLockedError, openDatabase } from '../src/db/client';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, signIn, tokenFor, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sign-in', () => {
  it('answers a token whose claims carry the user', async () => {
    const response = await signIn(ctx.app, 'admin', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const [header, payload] = (response.json().jwt as string).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString()).alg).toBe('HS256');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'administrator', first_name: 'Administrador', last_name: 'Tintero', tv: 0 });
    expect(claims.exp - claims.iat).toBe(10 * 3600);
  });

  it('accepts the username in any case', async () => {
    expect((await signIn(ctx.app, 'ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown user and a disabled user with the same 401', async () => {
    const admin = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
    const user = await createUser(ctx.app, admin);
    await ctx.app.inject({ method: 'DELETE', url: `/v1/users/${user.id}`, headers: bearer(admin) });
    const answers = await Promise.all([
      signIn(ctx.app, 'admin', 'wrong-password'),
      signIn(ctx.app, 'nadie', 'whatever-1'),
      signIn(ctx.app, user.username, user.password),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: messages.signIn.invalidCredentials });
    }
  });

  it('requires both fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'auth[username]=&auth[password]=',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ username: [messages.required], password: [messages.required] });
  });
});

describe('HTTP conventions', () => {
  it('answers the API with the security headers an API needs, and forbids framing and caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('tells the help dialog the version and the contact address of CONTACT_EMAIL, the cards the overrun tolerance, and the screens APP_TIME_ZONE', async () => {
    const configured = await createTestApp({
      CONTACT_EMAIL: 'ayuda@taller.co',
      TIME_OVERRUN_TOLERANCE_SECONDS: '600',
      APP_TIME_ZONE: 'America/Lima',
    });
    const token = await tokenFor(configured.app, 'admin', ADMIN_PASSWORD);
    const about = await configured.app.inject({ method: 'GET', url: '/v1/about', headers: bearer(token) });
    const anonymous = await configured.app.inject({ method: 'GET', url: '/v1/about' });
    await configured.close();
    expect(about.json()).toMatchObject({
      version: '2.29.118',
      contact_email: 'ayuda@taller.co',
      time_overrun_tolerance_seconds: 600,
      time_zone: 'America/Lima',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells an operator the default overrun tolerance of 900 s and the default time zone', async () => {
    const operator = await createUser(ctx.app, await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD), { role: 'operator' });
    const about = await ctx.app.inject({
      method: 'GET',
      url: '/v1/about',
      headers: bearer(await tokenFor(ctx.app, operator.username, operator.password)),
    });
    expect(about.statusCode).toBe(200);
    expect(about.json()).toMatchObject({ time_overrun_tolerance_seconds: 900, time_zone: 'America/Bogota' });
  });

  it('answers unknown API routes with a Spanish 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.http.notFound });
  });

  it('answers a call without a token with a Spanish 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.http.unauthorized });
  });
});

describe('catalogues', () => {
  it('finds a list by name and serves its items sorted by value', async () => {
    const token = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/v1/lists/seek_the_first_one_by_name/types_of_documents',
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({ name: 'types_of_documents' });
    const byId = (await ctx.app.inject({ method: 'GET', url: `/v1/lists/${list.json().id}/items`, headers: bearer(token) })).json();
    const byName = (await ctx.app.inject({ method: 'GET', url: '/v1/items?list_name=types_of_documents', headers: bearer(token) })).json();
    const values = byId.map((item: { value: string }) => item.value);
    expect(values).toContain('Cédula de Ciudadanía');
    expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byName).toEqual(byId);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/lists/seek_the_first_one_by_name/nope', headers: bearer(token) })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/items?list_name=nope', headers: bearer(token) })).json()).toEqual([]);
  });
});

describe('failures', () => {
  it('a 500 carries a request id and no stack trace', async () => {
    const broken = await createTestApp();
    const token = await tokenFor(broken.app, 'admin', ADMIN_PASSWORD);
    // Pull the database out from under the app: every query now fails unexpectedly.
    const original = broken.app.db.select.bind(broken.app.db);
    (broken.app.db as { select: unknown }).select = () => {
      throw new Error('connection lost at /secret/path.ts:12');
    };
    const response = await broken.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) });
    (broken.app.db as { select: unknown }).select = original;
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.http.internal, request_id: expect.any(String) });
    expect(response.body).not.toContain('secret');
  });
});

describe('the single-page app', () => {
  it('serves its files without a token and falls back to index.html for its routes, never for the API', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tintero</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const spa = await createTestApp({}, { webDist: dist });
    const asset = await spa.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    const screen = await spa.app.inject({ method: 'GET', url: '/users/5/edit' });
    const api = await spa.app.inject({ method: 'GET', url: '/v1/nope' });
    await spa.close();
    fs.rmSync(dist, { recursive: true, force: true });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>Tintero</title>');
    expect(screen.headers['cache-control']).toBe('no-cache');
    // The document gets helmet's full set with a strict Content-Security-Policy: no inline script.
    const csp = String(screen.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: messages.http.notFound });
  });

  it('works over plain HTTP under any host name: nothing upgrades to https, no HSTS without TLS', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tintero</title>');
    const direct = await createTestApp({}, { webDist: dist });
    const proxied = await createTestApp({ TRUST_PROXY: 'true' }, { webDist: dist });
    const open = (app: typeof direct.app, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/production_orders', headers: { host: 'tintero-server:3000', ...headers } });
    const lan = await open(direct.app, {});
    const forgedTls = await open(direct.app, { 'x-forwarded-proto': 'https' });
    const behindTlsProxy = await open(proxied.app, { 'x-forwarded-proto': 'https' });
    const behindPlainProxy = await open(proxied.app, { 'x-forwarded-proto': 'http' });
    await Promise.all([direct.close(), proxied.close()]);
    fs.rmSync(dist, { recursive: true, force: true });
    expect(lan.statusCode).toBe(200);
    expect(String(lan.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(lan.headers['strict-transport-security']).toBeUndefined();
    expect(forgedTls.headers['strict-transport-security']).toBeUndefined();
    expect(behindPlainProxy.headers['strict-transport-security']).toBeUndefined();
    expect(behindTlsProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('answers a missing file with 404, never with index.html', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tintero</title>');
    const spa = await createTestApp({}, { webDist: dist });
    const script = await spa.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    const icon = await spa.app.inject({ method: 'GET', url: '/favicon.png?v=2' });
    const screen = await spa.app.inject({ method: 'GET', url: '/Kardex/Search?supply_id=3' });
    await spa.close();
    fs.rmSync(dist, { recursive: true, force: true });
    expect(script.statusCode).toBe(404);
    expect(script.body).not.toContain('<title>');
    expect(icon.statusCode).toBe(404);
    expect(screen.statusCode).toBe(200);
  });
});

describe('embedded database', () => {
  it('refuses a second process on the same data directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-lock-'));
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
