import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The app under test, twice: `npm run serve` on a fresh embedded database in a temporary folder,
 * and the same on a workshop that `npm run seed:demo` filled (450 orders over three months, a dozen
 * operators at work, 150 supplies with their kardex). The screens issue 22 measured at the
 * workshop's real size run on the second; every other spec on the first.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const seededPort = port + 1;
const httpsPort = port + 2;
export const ADMIN_PASSWORD = 'admin-e2e-password';
export const LAN_HOST = 'tintero.test';
const dataDir = (name: string) => path.join(os.tmpdir(), `tintero-e2e-${name}-${process.pid}`);
const SEEDED_SPECS = ['table-layout.spec.ts', 'real-size.spec.ts', 'unsaved-changes.spec.ts', 'board-lanes.spec.ts'];
/** The specs of the installed app (issue 26): the server serves HTTPS itself, with a test certificate. */
const HTTPS_SPECS = ['installed-app.spec.ts'];
/**
 * The test certificate's folder (`tls.ts` reads it): in the environment, so the test workers, which
 * load this file again in their own processes, find the folder the main process made.
 */
process.env.E2E_TLS_DIR ??= path.join(os.tmpdir(), `tintero-e2e-tls-${process.pid}`);
const tlsDir = process.env.E2E_TLS_DIR;
/** A certificate for localhost that lasts the run (`openssl`, as the README's walk-through makes one). */
const makeCertificate =
  `mkdir -p ${tlsDir} && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost ` +
  `-addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout ${tlsDir}/key.pem -out ${tlsDir}/cert.pem 2>/dev/null && `;

/** `npm run serve` on its own port and folder, after `prepare` (a shell step) has run there; `tls` serves HTTPS. */
function appServer(serverPort: number, folder: string, prepare: string, { tls = false } = {}) {
  const env = {
    ...(tls ? { TLS_CERT_FILE: `${tlsDir}/cert.pem`, TLS_KEY_FILE: `${tlsDir}/key.pem` } : {}),
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: folder,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    CONTACT_EMAIL: 'ayuda@taller-e2e.co',
  };
  return {
    command: `rm -rf ${folder} && ${prepare}npm run serve --prefix ..`,
    url: `${tls ? 'https://localhost' : 'http://127.0.0.1'}:${serverPort}/v1/health`,
    ignoreHTTPSErrors: tls,
    reuseExistingServer: false,
    timeout: 120_000,
    env,
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    // The app registers a service worker wherever the browser allows one (localhost is a secure
    // context): requests it answered would escape `page.route`, and its precaching would run beside
    // every test. Only the installed app's specs let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A LAN-style host name for the app (lan-host.spec.ts): a workshop opens it over plain HTTP.
        `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`,
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [...SEEDED_SPECS, ...HTTPS_SPECS], use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'seeded-workshop',
      testMatch: SEEDED_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${seededPort}` },
    },
    {
      name: 'installed-app',
      testMatch: HTTPS_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `https://localhost:${httpsPort}`,
        serviceWorkers: 'allow',
        ignoreHTTPSErrors: true,
      },
    },
  ],
  webServer: [
    appServer(port, dataDir('empty'), ''),
    appServer(seededPort, dataDir('seeded'), 'npm run seed:demo --prefix .. && '),
    appServer(httpsPort, dataDir('https'), makeCertificate, { tls: true }),
  ],
});
