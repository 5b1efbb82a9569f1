import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers';
import { addressOf } from './event-stream';
import { createOrder } from './supply-helpers';
import { activityUserOf, createOperator, workshop } from './work-fixtures';

/**
 * What travels compressed (issue 14, DESIGN §10): JSON answers above 1 KB in brotli or gzip as the
 * client asks, plain when it does not; the SPA's files as precompressed at build; never the live
 * events stream nor the Excel exports.
 */
let ctx: TestContext;
let admin: string;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `pantalla ${i}`))};`;
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tintero</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(script));
  ctx = await createTestApp({}, { webDist: dist });
  const shop = await workshop(ctx.app);
  admin = shop.admin;
  for (let i = 0; i < 6; i++) await createOrder(ctx.app, admin, { client: `Cliente ${i}`, reference: `Etiqueta ${i} `.repeat(8) });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function currentMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: 'numeric' }).formatToParts(
    new Date(),
  );
  const part = (type: string) => today.find((p) => p.type === type)!.value;
  return `/v1/production_orders?month=${part('month')}&year=${part('year')}`;
}

describe('JSON answers', () => {
  it('a month of orders goes out in brotli or gzip when asked, plain otherwise, with the same orders', async () => {
    const ask = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: currentMonth(),
        headers: { ...bearer(admin), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const [plain, br, gzip] = await Promise.all([ask(), ask('gzip, deflate, br'), ask('gzip')]);

    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const orders = plain.json() as unknown[];
    expect(orders.length).toBeGreaterThanOrEqual(6);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(orders);

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(orders);
  });

  it('leaves small answers plain: compressing them would cost more than it saves', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses the Excel export, already a zip archive', async () => {
    const excel = await ctx.app.inject({
      method: 'GET',
      url: '/v1/supplies/export_to_excel',
      headers: { ...bearer(admin), 'accept-encoding': 'gzip, br' },
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-encoding']).toBeUndefined();
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the live events stream', () => {
  it('stays plain and unbuffered when the client accepts compression: each event arrives as it happens', async () => {
    const shop = await workshop(ctx.app);
    const ana = await createOperator(ctx.app, shop.admin, 12_000);
    const { activityIds } = await shop.orderWithActivities([[ana.id]]);
    const au = await activityUserOf(ctx.app, activityIds[0]!, ana.id);
    const base = await addressOf(ctx.app);

    const received: string[] = [];
    let wake = () => {};
    const request = http.get(`${base}/v1/events`, { headers: { ...bearer(shop.admin), 'accept-encoding': 'gzip, deflate, br' } });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on('response', resolve);
      request.on('error', reject);
    });
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      received.push(chunk);
      wake();
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      expect(response.headers['content-encoding']).toBeUndefined();

      const start = await shop.call('POST', `/v1/activity_users/${au}/intervals/start`, undefined, ana.token);
      expect(start.statusCode).toBe(201);
      // Waits for the event itself (no sleep): a buffering compressor would hold it back.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event; received: ${received.join('')}`)), 5_000);
        wake = () => {
          if (received.join('').includes('event: ')) {
            clearTimeout(timer);
            resolve();
          }
        };
        wake();
      });
      expect(received.join('')).toMatch(/event: \w+\ndata: \{/);
    } finally {
      request.destroy();
    }
  });
});

describe('the single-page app', () => {
  it('sends the precompressed file the client accepts, cached for good; index.html always revalidated', async () => {
    const get = (url: string, encoding?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const [br, gzip, plain, screen] = await Promise.all([
      get('/assets/app-1a2b.js', 'gzip, deflate, br'),
      get('/assets/app-1a2b.js', 'gzip'),
      get('/assets/app-1a2b.js'),
      get('/production_orders', 'gzip, deflate, br'),
    ]);
    const original = fs.readFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'utf8');

    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(original);

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);

    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(screen.body).toContain('<title>Tintero</title>');
  });
});
