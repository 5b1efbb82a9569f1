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
export const ADMIN_PASSWORD = 'admin-e2e-password';
export const LAN_HOST = 'tintero.test';
const dataDir = (name: string) => path.join(os.tmpdir(), `tintero-e2e-${name}-${process.pid}`);
const SEEDED_SPECS = ['table-layout.spec.ts', 'real-size.spec.ts', 'unsaved-changes.spec.ts', 'board-lanes.spec.ts'];

/** `npm run serve` on its own port and folder, after `prepare` (a shell step) has run there. */
function appServer(serverPort: number, folder: string, prepare: string) {
  const env = {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: folder,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    CONTACT_EMAIL: 'ayuda@taller-e2e.co',
  };
  return {
    command: `rm -rf ${folder} && ${prepare}npm run serve --prefix ..`,
    url: `http://127.0.0.1:${serverPort}/v1/health`,
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
    { name: 'chromium', testIgnore: SEEDED_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'seeded-workshop',
      testMatch: SEEDED_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${seededPort}` },
    },
  ],
  webServer: [appServer(port, dataDir('empty'), ''), appServer(seededPort, dataDir('seeded'), 'npm run seed:demo --prefix .. && ')],
});
