import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

/**
 * Signs in through the sign-in screen and waits until it is over, so that a navigation right after
 * cannot abort the request: by default until the app shows the signed-in state (the URL left
 * /sign_in and "Cerrar sesión" is on screen); with `expectFailure`, until the server has refused
 * the credentials (the caller then checks the message shown).
 */
export async function signIn(page: Page, username: string, password: string, { expectFailure = false }: { expectFailure?: boolean } = {}) {
  await page.goto('/sign_in');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/sign_in' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const response = await answered;
  if (expectFailure) {
    expect(response.ok(), `sign in as ${username} was expected to fail`).toBe(false);
    await expect(page).toHaveURL(/\/sign_in/);
    return;
  }
  expect(response.ok(), `sign in as ${username}: ${response.status()}`).toBe(true);
  await expect(page).not.toHaveURL(/\/sign_in/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/sign_in/);
}

/** A name no other test run will have used on the same database. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The API as the signed-in person (the token the app keeps under `tintero.jwt`), to set up the data
 * a test needs but does not exercise. Every call must succeed.
 */
export async function signedInApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('tintero.jwt'));
  expect(token, 'signed in before calling the API').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/v1${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** An order made through the API (set-up, not what the test exercises): `fields` over plain defaults. */
export async function orderThroughApi(api: Awaited<ReturnType<typeof signedInApi>>, fields: Record<string, unknown>) {
  const production_order = {
    client: 'Cliente de prueba',
    quantity: 100,
    unit_value: 500,
    delivery_day: '2030-01-10',
    status: 'in_review',
    ...fields,
  };
  return api<{ id: number }>('POST', '/production_orders', { production_order });
}
