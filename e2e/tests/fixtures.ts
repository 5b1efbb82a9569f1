import { expect, type Browser, type Page } from '@playwright/test';

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

export type Api = Awaited<ReturnType<typeof signedInApi>>;

/** The workshop's zone: the server's APP_TIME_ZONE and the browser's (playwright.config.ts). */
export const WORKSHOP_ZONE = 'America/Bogota';

/**
 * Today in the workshop's zone, or `days` from it, as the API and the date inputs take a date
 * (YYYY-MM-DD). Not the machine's date: between 00:00 and 05:00 UTC that is already tomorrow in
 * Bogotá's eyes (the app's `todayInDisplayZone()`). Bogotá keeps UTC−5 all year, so a day is 24 h.
 */
export function today(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: WORKSHOP_ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

/** An operator made through the API, and what signing in as them takes. */
export interface Operator {
  id: number;
  first: string;
  last: string;
  username: string;
  password: string;
}

/**
 * An operator made through the API (set-up, not what the test exercises): a first name, username
 * and document number no other run has used (the specs share one database), `fields` over plain
 * defaults (any of the user's fields: `hour_value`, `gender`, `id_type`…).
 */
export async function operatorThroughApi(
  api: Api,
  {
    first = unique('Operaria'),
    last = 'Prueba',
    username = unique('op'),
    password = 'operaria-123',
    ...fields
  }: Partial<Omit<Operator, 'id'>> & Record<string, unknown> = {},
): Promise<Operator> {
  const { id } = await api<{ id: number }>('POST', '/users', {
    user: {
      identification_number: unique('').slice(0, 12),
      first_name: first,
      last_name: last,
      gender: 'F',
      role: 'operator',
      hour_value: 10000,
      username,
      password,
      password_confirmation: password,
      ...fields,
    },
  });
  return { id, first, last, username, password };
}

/** An order made through the API (set-up, not what the test exercises): `fields` over plain defaults. */
export async function orderThroughApi(api: Api, fields: Record<string, unknown>) {
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

/** An order in development (activities and supplies can be added to it), due today unless `fields` say otherwise. */
export function orderInDevelopment(api: Api, fields: Record<string, unknown> = {}) {
  return orderThroughApi(api, { status: 'developing', delivery_day: today(), ...fields });
}

/** An impression (the widest activity table) under an order, as a workshop fills it: `fields` over these. */
export function impressionThroughApi(api: Api, orderId: number, fields: Record<string, unknown> = {}) {
  const impression = {
    production_order_id: orderId,
    kind: 'lithography',
    subtype: 'Cuatricromía más pantone',
    size: '70x100',
    number_of_inks: '4+1',
    good_sheets: 12_000.5,
    leftovers: 300,
    imposition: '8 tiros',
    ...fields,
  };
  return api<{ id: number }>('POST', '/impressions', { impression });
}

/**
 * The specs of the `seeded-workshop` project (playwright.config.ts) look at screens among a real
 * workshop's data: `npm run seed:demo`'s dozen operators and their months of orders must be there,
 * or a change to the configuration would quietly run them on an empty database.
 */
export async function expectSeededWorkshop(api: Api) {
  const users = await api<{ role: string }[]>('GET', '/users');
  expect(users.filter((user) => user.role === 'operator').length, "seed:demo's operators").toBeGreaterThanOrEqual(12);
}

/** A tablet next to the press: its own browser, touch screen, the project's address and zone. */
export async function tablet(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: true, locale: 'es-CO', timezoneId: 'America/Bogota' });
  return context.newPage();
}

/** Pause or finish from the dashboard: the quantity produced, then (finishing) "¿Está seguro?". */
export async function report(
  page: Page,
  action: 'Pausar' | 'Terminar',
  quantity: string,
  scope = page.getByRole('region', { name: 'Actividad en curso' }),
) {
  await scope.getByRole('button', { name: action }).click();
  const prompt = page.getByRole('dialog', { name: new RegExp(`^${action} `) });
  await prompt.getByLabel('Cantidad producida').fill(quantity);
  await prompt.getByRole('button', { name: action }).click();
  if (action === 'Terminar') {
    const sure = page.getByRole('dialog', { name: 'Advertencia' });
    await expect(sure).toContainText('¿Está seguro?');
    await sure.getByRole('button', { name: 'Terminar' }).click();
  }
}
