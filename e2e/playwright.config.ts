import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The app under test: `npm run serve` on a fresh embedded database in a temporary folder. */
const port = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN_PASSWORD = 'admin-e2e-password';
export const LAN_HOST = 'tintero.test';
const dataDir = path.join(os.tmpdir(), `tintero-e2e-${process.pid}`);

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && npm run serve --prefix ..`,
    url: `http://127.0.0.1:${port}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      CONTACT_EMAIL: 'ayuda@taller-e2e.co',
    },
  },
});
