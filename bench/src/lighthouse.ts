// Lighthouse (performance and accessibility) on a tablet profile for the screens DESIGN §10 names:
// sign-in, Home, the order list, the order edit screen, the live board and My dashboard (an
// operator's), in Debian's Chromium, against the built app (`npm run build` first) on a fresh
// embedded database it fills through the API: a month of LH_ORDERS orders (1 000), three pending die
// cuts on each order in development (about 1 000 unfinished activities on the board, issue 22 item 4),
// an order with an activity an operator works on.
// Each screen is audited LH_RUNS times (3) and the run of median performance is reported, with what
// its report says about the causes (lighthouse-findings.ts). Before that, each screen is opened
// LH_USABLE_RUNS times (3) with no throttling to time how long it takes to be usable (usable-time.ts,
// DESIGN §10's 1 s). It also counts the elements the order list draws once its rows are in.
//
//   npm run lighthouse -w @tintero/bench
//   LH_ORDERS=1000 LH_RUNS=3 LH_PROFILE=tablet|mobile LH_THROTTLING=tablet-wifi|mobile|desktop|none CHROME_PATH=/usr/bin/chromium
//   (LH_PROFILE=mobile: Lighthouse's default mobile configuration, its phone's screen and slow 4G)
//   WEB_DIST=<a web build> LH_OUT=<file.json> LH_REPORTS=<folder for every full report> LH_SCREENS=Home,Sign-in
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags } from 'lighthouse';
// lighthouse's own driver (its dependency): the page it audits is the one this script signs in.
import puppeteer, { type Page } from 'puppeteer-core';
import { activityDefinition, exampleActivityValues } from '@tintero/domain';
import { medianUsableTime, usableTime } from './usable-time';
import {
  deviceProfiles,
  findingsOf,
  isDeviceProfile,
  isThrottlingProfile,
  medianRun,
  scoresOf,
  throttlingProfiles,
  type Findings,
  type Scores,
} from './lighthouse-findings';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
// Beside the bench's own ports (3901, 3902): 3297 is the load test's, which failed to start while a
// Lighthouse run held it beside a CI run.
const port = Number(process.env.LH_PORT ?? 3903);
const origin = `http://127.0.0.1:${port}`;
const orders = Number(process.env.LH_ORDERS ?? 1000);
const profile = process.env.LH_PROFILE ?? 'tablet';
if (!isDeviceProfile(profile)) throw new Error(`LH_PROFILE: one of ${Object.keys(deviceProfiles).join(', ')}`);
const throttling = process.env.LH_THROTTLING ?? deviceProfiles[profile].throttling;
if (!isThrottlingProfile(throttling)) throw new Error(`LH_THROTTLING: one of ${Object.keys(throttlingProfiles).join(', ')}`);
const runs = Number(process.env.LH_RUNS ?? 3);
const usableRuns = Number(process.env.LH_USABLE_RUNS ?? 3);
const reportsDir = process.env.LH_REPORTS;
const onlyScreens = process.env.LH_SCREENS?.split(',');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const adminPassword = 'lighthouse-admin-password';
const operatorPassword = 'lighthouse-operator-1';
const TOKEN_KEY = 'tintero.jwt';

/** The built server on a fresh PGlite folder; answers once /v1/health does. */
async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tintero-lighthouse-'));
  const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): was it built (npm run build)?`);
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /v1/health within 2 minutes');
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signIn = async (username: string, password: string) =>
  (await api<{ jwt: string }>('POST', '/sign_in', null, { auth: { username, password } })).jwt;

/** The month's orders, an operator and the order they work on (a die cut with them as its worker). */
async function seed() {
  const admin = await signIn('admin', adminPassword);
  const operator = await api<{ id: number; username: string }>('POST', '/users', admin, {
    user: {
      id_type: 'Cédula de Ciudadanía',
      identification_number: '1020304050',
      first_name: 'Ana',
      last_name: 'Operaria',
      gender: 'F',
      role: 'operator',
      hour_value: 12500,
      email: 'ana@taller.co',
      phone: '6011234567',
      mobile: '3001234567',
      address: 'Calle 1 # 2-3',
      username: 'ana.operaria',
      password: operatorPassword,
      password_confirmation: operatorPassword,
    },
  });
  const machine = await api<{ id: number }>('POST', '/machines', admin, { machine: { name: 'Troqueladora Bobst', hour_cost: 60000 } });
  const order = (index: number) => ({
    production_order: {
      client: `Cliente ${(index % 40) + 1}`,
      reference: `Estuche plegadizo ${index + 1} con ventana`,
      quantity: 500 + index,
      unit_value: 1200,
      delivery_day: '2030-12-15',
      status: index % 3 === 0 ? 'developing' : 'in_review',
    },
  });
  const started = Date.now();
  const developing: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < orders; index = next++) {
      const created = await api<{ id: number; status: string }>('POST', '/production_orders', admin, order(index));
      if (created.status === 'developing') developing.push(created.id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // The board's work: three pending die cuts, with no worker, on each order in development.
  const dieCut = activityDefinition('die_cut');
  const boardWork = developing.flatMap((id) => [id, id, id]);
  let nextActivity = 0;
  const activityWorker = async () => {
    for (let index = nextActivity++; index < boardWork.length; index = nextActivity++) {
      await api('POST', `/${dieCut.route}`, admin, {
        [dieCut.payloadKey]: exampleActivityValues(dieCut, {
          productionOrderId: boardWork[index]!,
          machineId: machine.id,
          supplyId: 0,
          users: [],
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, activityWorker));
  const worked = await api<{ id: number }>('POST', '/production_orders', admin, {
    production_order: { ...order(orders).production_order, status: 'developing' },
  });
  await api('POST', `/${dieCut.route}`, admin, {
    [dieCut.payloadKey]: exampleActivityValues(dieCut, {
      productionOrderId: worked.id,
      machineId: machine.id,
      supplyId: 0,
      users: [operator.id],
    }),
  });
  console.log(`seeded ${orders + 1} orders and ${boardWork.length + 1} activities in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { admin, operator: await signIn(operator.username, operatorPassword), orderId: worked.id };
}

const flags = (): Flags => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  // LH_TRACES=profile: with the JavaScript sampled too (slows the page a little: not for scores).
  ...(process.env.LH_TRACES === 'profile' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  // The session is set by hand below (a cold cache all the same): Lighthouse would wipe it.
  disableStorageReset: true,
  formFactor: 'mobile',
  // A 10" tablet held upright, or (LH_PROFILE=mobile) Lighthouse's own default phone.
  ...(deviceProfiles[profile].screenEmulation ? { screenEmulation: deviceProfiles[profile].screenEmulation } : {}),
  ...throttlingProfiles[throttling],
});

/** The session (or none) the screen opens with, and a cold HTTP cache. */
async function prepare(page: Page, token: string | null) {
  await page.goto(`${origin}/v1/health`);
  await page.evaluate(
    token
      ? `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`
      : `localStorage.removeItem(${JSON.stringify(TOKEN_KEY)})`,
  );
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

interface ScreenRun {
  scores: Scores;
  findings: Findings;
  /** The machine's load average (1 minute) when the run began: the simulated CPU slowdown multiplies it. */
  load: number;
}

interface ScreenResult extends ScreenRun {
  screen: string;
  url: string;
  runs: { performance: number; load: number }[];
  /** Opened by URL with no throttling: until its main content is drawn and nothing says "loading" (usable-time.ts). */
  usable: { medianMs: number; times: number[] };
}

async function audit(page: Page, screen: string, url: string, token: string | null, run: number): Promise<ScreenRun> {
  await prepare(page, token);
  const load = os.loadavg()[0]!;
  const runner = await lighthouse(`${origin}${url}`, flags(), undefined, page);
  if (!runner) throw new Error(`no result for ${url}`);
  // A trace Lighthouse could not read (NO_NAVSTART now and then) scores 0: no figure, not a low one.
  const failure = runner.lhr.runtimeError;
  if (failure) throw Object.assign(new Error(failure.message), { code: failure.code });
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${screen.replace(/\W+/g, '-').toLowerCase()}-${run + 1}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(runner.lhr));
    // LH_TRACES=1: the trace each score was computed from, beside its report (what each long task ran).
    if (process.env.LH_TRACES)
      writeFileSync(path.join(reportsDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(runner.artifacts.Trace));
  }
  return { scores: scoresOf(runner.lhr), findings: findingsOf(runner.lhr), load };
}

/** Elements in the page once the order list has drawn its rows (what scrolling and every re-render walk). */
async function orderListElements(page: Page, token: string) {
  await prepare(page, token);
  await page.setViewport({ width: 1366, height: 768 });
  const started = Date.now();
  await page.goto(`${origin}/production_orders`);
  await page.waitForSelector('tr[data-order-id]', { timeout: 120_000 });
  const drawnMs = Date.now() - started;
  // Run in the page (this package is typed without the DOM).
  const counted = (await page.evaluate(
    `({ elements: document.getElementsByTagName('*').length, rows: document.querySelectorAll('tr[data-order-id]').length })`,
  )) as { elements: number; rows: number };
  return { ...counted, drawnMs };
}

// Lighthouse rejects some of its protocol timeouts outside the promise it returns.
process.on('unhandledRejection', (error) => console.log(`Lighthouse: ${(error as { code?: string }).code ?? String(error)}`));
if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`);
const { server, dataDir } = await startServer();
const browser = await puppeteer.launch({
  executablePath: chromePath,
  headless: true,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const { admin, operator, orderId } = await seed();
  const page = await browser.newPage();
  const list = await orderListElements(page, admin);
  console.log(
    `order list, ${orders + 1} orders in the month: ${list.rows} rows drawn, ${list.elements} elements, rows in after ${list.drawnMs} ms`,
  );
  const results: ScreenResult[] = [];
  // Each screen, who opens it, and what on it says it is usable.
  const screens = [
    ['Sign-in', '/sign_in', null, 'input[autocomplete="username"]'],
    ['Home', '/', admin, 'main h1'],
    ['Order list', '/production_orders', admin, 'tr[data-order-id]'],
    ['Order edit', `/production_orders/${orderId}/edit`, admin, 'main form'],
    ['Live board', '/shop_floor', admin, 'main [role="listitem"] section'],
    ['My dashboard (operator)', '/my_dashboard', operator, '[data-activity-user-id]'],
  ] as const;
  for (const [screen, url, token, ready] of screens.filter(([name]) => !onlyScreens || onlyScreens.includes(name))) {
    await page.setViewport({ width: 800, height: 1280 });
    const usable = await medianUsableTime(usableRuns, () => usableTime(page, `${origin}${url}`, ready, () => prepare(page, token)));
    const screenRuns: ScreenRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      try {
        screenRuns.push(await audit(page, screen, url, token, run));
      } catch (error) {
        // A page that blocks its main thread long enough makes Lighthouse give up: that is a result too.
        console.log(`${screen}: no score (${(error as { code?: string }).code ?? String(error)})`);
      }
    }
    if (screenRuns.length === 0) continue;
    const median = medianRun(screenRuns);
    const result = { screen, url, ...median, runs: screenRuns.map((r) => ({ performance: r.scores.performance, load: r.load })), usable };
    results.push(result);
    console.log(
      `${screen}: performance ${median.scores.performance} (runs ${result.runs.map((r) => r.performance).join(', ')}; ` +
        `load ${result.runs.map((r) => r.load.toFixed(1)).join(', ')}), accessibility ${median.scores.accessibility}; ` +
        `usable after ${usable.medianMs.toFixed(0)} ms (${usable.times.map((time) => time.toFixed(0)).join(', ')})`,
    );
  }
  console.log(
    `\nProfile ${profile}, throttling ${throttling}, median of ${runs}\n| screen | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | DOM elements | benchmark index | usable ms (no throttling) |\n|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  const round = (value: number | undefined, digits = 0) => (value === undefined ? '' : value.toFixed(digits));
  for (const { screen, scores, usable } of results) {
    const { metrics } = scores;
    console.log(
      `| ${screen} | ${scores.performance} | ${scores.accessibility} | ${round(metrics.fcpMs)} | ${round(metrics.lcpMs)} | ${round(metrics.tbtMs)} | ${round(metrics.cls, 3)} | ${round(metrics.speedIndexMs)} | ${round(metrics.domElements)} | ${round(scores.benchmarkIndex)} | ${round(usable.medianMs)} |`,
    );
  }
  for (const { screen, findings } of results) {
    console.log(`\n${screen}:\n  LCP element: ${findings.lcpElement ?? '—'}`);
    for (const [title, lines] of [
      ['layout shifts', findings.layoutShifts],
      ['render-blocking', findings.renderBlocking],
      ['longest scripts', findings.bootup],
      ['unused JavaScript', findings.unusedJavaScript],
    ] as const) {
      if (lines.length > 0) console.log(`  ${title}:\n    ${lines.join('\n    ')}`);
    }
    for (const failure of findings.accessibilityFailures)
      console.log(`  ${failure.id}: ${failure.title}\n    ${failure.items.join('\n    ')}`);
  }
  if (process.env.LH_OUT)
    writeFileSync(process.env.LH_OUT, JSON.stringify({ profile, throttling, runs, orders: orders + 1, orderList: list, results }, null, 2));
} finally {
  await browser.close();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
