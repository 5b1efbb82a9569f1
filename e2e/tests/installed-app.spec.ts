import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

/**
 * The installed app (issue 26): the server serves HTTPS itself with a test certificate
 * (playwright.config.ts, project `installed-app`), and a tablet's Chromium trusts that one
 * certificate, as a workshop's tablet trusts the one the README has it make. A profile of its own
 * (not an incognito context): Chromium installs apps only there.
 */
async function installedAppTablet(testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const certificate = new X509Certificate(await readFile(path.join(process.env.E2E_TLS_DIR!, 'cert.pem')));
  const spki = createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const { launchOptions, baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(await mkdtemp(path.join(os.tmpdir(), 'tintero-tablet-')), {
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), `--ignore-certificate-errors-spki-list=${spki}`],
    baseURL,
    locale,
    timezoneId,
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** Waits until the app's service worker controls the page (it registers once the page is idle). */
async function controlledByWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 }).toBe('activated');
}

const runningTimer = (page: Page) => page.getByRole('timer', { name: 'Tiempo en curso' });

/** `HH:MM:SS` as seconds. */
const seconds = (text: string | null) => {
  const [h, m, s] = (text ?? '').trim().split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

test('the app installs on a tablet over HTTPS: it opens My dashboard full screen', async ({ baseURL }, testInfo) => {
  expect(baseURL).toMatch(/^https:/);
  const { context, page } = await installedAppTablet(testInfo);
  try {
    await page.goto('/sign_in');
    await controlledByWorker(page);

    // What Chrome's install prompt requires (the checks Lighthouse's PWA audits ran before version 12).
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = (await (await page.request.get(url)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/my_dashboard', display: 'fullscreen', lang: 'es-CO', short_name: 'Tintero' });
  } finally {
    await context.close();
  }
});

test('offline, a reload opens My dashboard from the installed app with the running timer', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // Set-up through the API: an operator with a die cut to work on, in an order in development.
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);
  const operator = await operatorThroughApi(call, { first: unique('Leidy'), last: 'Sinred', username: unique('sr') });
  const order = await orderInDevelopment(call, { client: 'Empaques del Valle', reference: unique('Cajas ') });
  const activity = await call<{ id: number }>('POST', '/die_cuts', {
    die_cut: { production_order_id: order.id, die_cut: unique('SR-'), quantity: 400, due_date: today(), users: [operator.id] },
  });
  expect(baseURL).toMatch(/^https:/);

  const { context, page: tabletPage } = await installedAppTablet(testInfo);
  try {
    await signIn(tabletPage, operator.username, operator.password);
    await expect(tabletPage).toHaveURL(/\/my_dashboard$/);
    await controlledByWorker(tabletPage);
    await tabletPage
      .getByRole('article', { name: `Troquelado N.º ${activity.id}` })
      .getByRole('button', { name: 'Iniciar' })
      .click();
    await expect(tabletPage.getByRole('alert').filter({ hasText: 'La actividad ha sido iniciada.' })).toBeVisible();
    await expect(runningTimer(tabletPage)).toBeVisible();
    const started = Date.now();

    // The wifi goes; the tablet reloads (or is woken and the app reopened): the dashboard opens from
    // the installed app, with the work that runs and a timer that keeps counting from its start.
    await context.setOffline(true);
    await tabletPage.reload();
    await expect(tabletPage.getByRole('region', { name: 'Actividad en curso' })).toContainText(`Troquelado N.º ${activity.id}`);
    await expect(runningTimer(tabletPage)).toBeVisible();
    const shown = seconds(await runningTimer(tabletPage).textContent());
    expect(Math.abs(shown - (Date.now() - started) / 1000)).toBeLessThanOrEqual(3);
    await expect.poll(async () => seconds(await runningTimer(tabletPage).textContent())).toBeGreaterThan(shown);
  } finally {
    await context.close();
  }
});
