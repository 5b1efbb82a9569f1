import { expect, test, type Page } from '@playwright/test';
import { LAN_HOST } from '../playwright.config';
import { ADMIN } from './fixtures';

/**
 * A workshop serves Tintero over plain HTTP on its network (`http://tintero-server:3000`): there the
 * page is not a secure context. A Content-Security-Policy with `upgrade-insecure-requests` made the
 * browser fetch the scripts over https and the page stayed blank (issue 8, item 2; the API docs'
 * page, issue 20 item 7), and `navigator.clipboard` does not exist, so "Copiar" never copied
 * (issue 20 item 8).
 */
const lanUrl = (baseURL: string | undefined, path: string) => {
  const lan = new URL(path, baseURL);
  lan.hostname = LAN_HOST;
  return lan.toString();
};

async function signInOnTheLan(page: Page, baseURL: string | undefined) {
  await page.goto(lanUrl(baseURL, '/sign_in'));
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
}

test('the app opens and signs in over plain HTTP under a LAN host name', async ({ page, baseURL }) => {
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  await signInOnTheLan(page, baseURL);
  expect(new URL(page.url()).hostname).toBe(LAN_HOST);
  expect(page.url()).toMatch(/^http:/);
  expect(failedRequests).toEqual([]);
});

test('"Copiar" copies a table over plain HTTP under a LAN host name', async ({ page, context, baseURL }) => {
  await signInOnTheLan(page, baseURL);
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, clipboard: 'clipboard' in navigator }))).toEqual({
    secure: false,
    clipboard: false,
  });
  await page.goto(lanUrl(baseURL, '/users'));
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText(/^Se cop(ió|iaron) \d+ filas? al portapapeles\.$/)).toBeVisible();

  // The clipboard read back from a page that may read it: the app on 127.0.0.1 (a secure context).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const reader = await context.newPage();
  await reader.goto(new URL('/v1/health', baseURL).toString());
  const copied = await reader.evaluate(() => navigator.clipboard.readText());
  const [header, ...rows] = copied.split('\r\n');
  expect(header!.split('\t')).toEqual(expect.arrayContaining(['Nombres', 'Apellidos']));
  expect(rows.some((row) => row.split('\t').includes('Administrador'))).toBe(true);
});

test('an administrator opens the API docs from the help dialog over plain HTTP, and sees the operations', async ({
  page,
  context,
  baseURL,
}) => {
  await signInOnTheLan(page, baseURL);
  await page.getByRole('button', { name: 'Ayuda' }).first().click();
  const opening = context.waitForEvent('page');
  await page.getByRole('dialog', { name: 'Acerca de Tintero' }).getByRole('link', { name: 'Documentación de la API' }).click();
  const docs = await opening;
  const failedRequests: string[] = [];
  docs.on('requestfailed', (request) => failedRequests.push(request.url()));
  await expect(docs).toHaveURL(lanUrl(baseURL, '/v1/docs'));
  // Rendered, not blank: the description's title and its operations (swagger-ui draws those in sight).
  await expect(docs.getByRole('heading', { name: /Tintero API/ })).toBeVisible();
  await expect(docs.locator('.opblock-summary-path', { hasText: /^\/v1\/sign_in$/ })).toBeVisible();
  const listUsers = docs.locator('.opblock-get', { has: docs.locator('.opblock-summary-path', { hasText: /^\/v1\/users$/ }) });
  await expect(listUsers).toBeVisible();
  await expect(docs.getByRole('alert')).toHaveCount(0);
  // "Try it out" carries the administrator's session too.
  await listUsers.locator('.opblock-summary').click();
  await listUsers.getByRole('button', { name: 'Try it out' }).click();
  await listUsers.getByRole('button', { name: 'Execute' }).click();
  await expect(listUsers.locator('.live-responses-table tr.response .response-col_status')).toHaveText('200');
  expect(failedRequests).toEqual([]);
});

test('the API docs page says how to get in to whoever is not signed in as an administrator', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(lanUrl(baseURL, '/v1/docs'));
  await expect(page.getByRole('alert')).toContainText('ingrese a Tintero como administrador');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Ir a Tintero' })).toHaveAttribute('href', '/sign_in');
  await expect(page.locator('.opblock')).toHaveCount(0);
  await context.close();
});
