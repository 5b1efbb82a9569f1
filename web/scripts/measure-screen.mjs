// Opens screens by URL in Debian's Chromium, each time with an empty cache, and prints what it took:
// requests (and how many went out before the first API call), bytes transferred, and the time until
// the screen is usable (its content drawn, no spinner left). The figures of issue 14 (DESIGN §10:
// any screen opened by URL usable within 1 s on localhost).
//
//   PORT=3290 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) ADMIN_PASSWORD=secret-123 LOG_LEVEL=warn npm run serve &
//   BASE_URL=http://127.0.0.1:3290 ADMIN_PASSWORD=secret-123 SEED_ORDERS=200 node web/scripts/measure-screen.mjs
//
// SEED_ORDERS creates that many orders in the current month first (a fresh database has none);
// RUNS (default 5) cold loads per screen, the median printed. CHROMIUM_PATH overrides /usr/bin/chromium.
import { chromium } from 'playwright';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3290';
const password = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';
const runs = Number(process.env.RUNS ?? 5);
const seedOrders = Number(process.env.SEED_ORDERS ?? 0);

async function api(method, path, token, body) {
  const response = await fetch(`${base}/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { jwt } = await api('POST', '/sign_in', undefined, { auth: { username: 'admin', password } });
for (let i = 0; i < seedOrders; i++) {
  await api('POST', '/production_orders', jwt, {
    production_order: {
      client: `Cliente de prueba ${i}`,
      reference: `Caja plegadiza ${i} con ventana y barniz`,
      quantity: 1000 + i,
      unit_value: 350.5,
      delivery_day: '2030-12-15',
      status: 'developing',
    },
  });
}

/* global document */
/** The screen is usable: its `ready` selector drawn, no spinner or loader in sight (a function: the CSP allows no eval). */
const isUsable = (ready) => {
  const spinning = [...document.querySelectorAll('.mantine-Loader-root, [role="status"]')].some((el) => el.getClientRects().length > 0);
  return !spinning && document.querySelector(ready) !== null ? performance.now() : false;
};

const screens = [
  { name: 'sign-in (/sign_in)', path: '/sign_in', signedIn: false, ready: 'input[autocomplete="username"]' },
  { name: 'orders (/production_orders)', path: '/production_orders', signedIn: true, ready: 'table tbody tr' },
  { name: 'home (/)', path: '/', signedIn: true, ready: 'main h1' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const screen of screens) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ locale: 'es-CO', timezoneId: 'America/Bogota' });
    if (screen.signedIn) await context.addInitScript((token) => localStorage.setItem('tintero.jwt', token), jwt);
    const page = await context.newPage();
    const requests = [];
    let firstApiAt = -1;
    page.on('request', (request) => {
      if (firstApiAt < 0 && new URL(request.url()).pathname.startsWith('/v1/')) firstApiAt = requests.length;
      requests.push(request);
    });
    await page.goto(`${base}${screen.path}`);
    const usable = await (await page.waitForFunction(isUsable, screen.ready, { polling: 'raf', timeout: 30_000 })).jsonValue();
    // What the screen needed: the requests made until it was usable (the idle prefetch comes after).
    const needed = requests.slice();
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const request of needed) {
      const sizes = await request.sizes().catch(() => undefined);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    const scripts = needed.filter((request) => request.resourceType() === 'script').length;
    results.push({
      usable,
      requests: needed.length,
      scripts,
      beforeApi: firstApiAt < 0 ? needed.length : firstApiAt,
      bytes,
      later: requests.length - needed.length,
    });
    await context.close();
  }
  const pick = (key) => median(results.map((result) => result[key]));
  console.log(
    `${screen.name.padEnd(30)} usable ${pick('usable').toFixed(0).padStart(5)} ms (runs: ${results.map((r) => r.usable.toFixed(0)).join(', ')}); ` +
      `${pick('requests')} requests (${pick('scripts')} scripts, ${pick('beforeApi')} before the first API call), ${(pick('bytes') / 1000).toFixed(0)} kB transferred; ` +
      `${pick('later')} requests after (prefetch)`,
  );
}
await browser.close();
