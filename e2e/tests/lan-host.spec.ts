import { expect, test } from '@playwright/test';
import { LAN_HOST } from '../playwright.config';
import { ADMIN } from './fixtures';

/**
 * A workshop serves Tintero over plain HTTP on its network (`http://tintero-server:3000`). A
 * Content-Security-Policy with `upgrade-insecure-requests` made the browser fetch the scripts over
 * https there and the page stayed blank (issue 8, item 2).
 */
test('the app opens and signs in over plain HTTP under a LAN host name', async ({ page, baseURL }) => {
  const lan = new URL(baseURL!);
  lan.hostname = LAN_HOST;
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));

  await page.goto(new URL('/sign_in', lan).toString());
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
  expect(new URL(page.url()).host).toBe(lan.host);
  expect(page.url()).toMatch(/^http:/);
  expect(failedRequests).toEqual([]);
});
