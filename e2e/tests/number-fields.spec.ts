import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, unique } from './fixtures';

/**
 * Issue 8, item 8: tabbing into a filled number field and typing appended the digits to the value
 * ("$ 450,5", Tab, `500` saved 450,55). Focus now selects the whole editing text, so what is typed
 * replaces the value; these tests type over a currency, a quantity and a time field on real
 * screens, save, and read the value back from the API.
 */

/** The focused input's text and selection. */
async function textAndSelection(input: Locator) {
  return input.evaluate((element: HTMLInputElement) => ({
    value: element.value,
    selectionStart: element.selectionStart,
    selectionEnd: element.selectionEnd,
  }));
}

/** Presses Tab from `from` and checks that focus landed on `to`. */
async function tabInto(page: Page, from: Locator, to: Locator) {
  await from.focus();
  await page.keyboard.press('Tab');
  await expect(to).toBeFocused();
}

/** Clicks the save button and waits for the server's answer to the update (a PUT on `path`). */
async function saveAndWait(page: Page, button: Locator, path: string) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/v1${path}`,
  );
  await button.click();
  const response = await saved;
  expect(response.ok(), `PUT ${path}: ${response.status()}`).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
});

test("a user's hour value typed over after Tab, and after a click, is saved exactly as typed", async ({ page }) => {
  const call = await signedInApi(page);
  const user = await operatorThroughApi(call, { first: unique('Valentina'), last: 'Gómez', hour_value: 12500.5 });

  await page.goto(`/users/${user.id}/edit`);
  const hourValue = page.getByLabel('Valor hora');
  await expect(hourValue).toHaveValue('$ 12.500,5');

  // Tab from the role: the whole editing text is selected, so typing replaces it.
  await tabInto(page, page.getByLabel('Rol'), hourValue);
  expect(await textAndSelection(hourValue)).toEqual({ value: '12500,5', selectionStart: 0, selectionEnd: 7 });
  await page.keyboard.type('30000');
  await expect(hourValue).toHaveValue('30000');
  await page.keyboard.press('Tab');
  await expect(hourValue).toHaveValue('$ 30.000,0');
  await saveAndWait(page, page.getByRole('button', { name: 'Guardar' }), `/users/${user.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'El usuario ha sido actualizado.' })).toBeVisible();
  expect((await call<{ hour_value: number }>('GET', `/users/${user.id}`)).hour_value).toBe(30000);

  // A click that focuses the field selects it all too (the caret would land in a text not seen).
  await page.reload();
  await expect(hourValue).toHaveValue('$ 30.000,0');
  await hourValue.click();
  expect(await textAndSelection(hourValue)).toEqual({ value: '30000', selectionStart: 0, selectionEnd: 5 });
  await page.keyboard.type('28.000,75');
  await page.keyboard.press('Tab');
  await expect(hourValue).toHaveValue('$ 28.000,75');
  await saveAndWait(page, page.getByRole('button', { name: 'Guardar' }), `/users/${user.id}`);
  expect((await call<{ hour_value: number }>('GET', `/users/${user.id}`)).hour_value).toBe(28000.75);

  // A second click on the focused field places the caret: typing inserts there.
  await page.reload();
  await expect(hourValue).toHaveValue('$ 28.000,75');
  await hourValue.click();
  await hourValue.click({ position: { x: 2, y: 10 } });
  expect(await textAndSelection(hourValue)).toMatchObject({ value: '28000,75', selectionStart: 0, selectionEnd: 0 });
  await page.keyboard.type('1');
  await expect(hourValue).toHaveValue('128000,75');
});

test("a supply's stock minimum typed over after Tab is saved exactly as typed", async ({ page }) => {
  const call = await signedInApi(page);
  const supply = await call<{ id: number }>('POST', '/supplies', {
    supply: { name: unique('Cartulina '), quantity: 40, unit_value: 1200, unit_of_measurement: 'Pliego', stock_minimum: 1250.5 },
  });

  await page.goto(`/supplies/${supply.id}/edit`);
  const stockMinimum = page.getByLabel('Stock mínimo');
  await expect(stockMinimum).toHaveValue('1.250,5');

  // From the (read-only) unit value, Tab skips the computed total and lands on the stock minimum.
  await tabInto(page, page.getByLabel('Valor unitario'), stockMinimum);
  expect(await textAndSelection(stockMinimum)).toEqual({ value: '1250,5', selectionStart: 0, selectionEnd: 6 });
  await page.keyboard.type('3,25');
  await expect(stockMinimum).toHaveValue('3,25');
  await saveAndWait(page, page.getByRole('button', { name: 'Actualizar' }), `/supplies/${supply.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'El insumo ha sido actualizado.' })).toBeVisible();
  expect((await call<{ stock_minimum: number }>('GET', `/supplies/${supply.id}`)).stock_minimum).toBe(3.25);

  await page.reload();
  await expect(stockMinimum).toHaveValue('3,25');
});

test("an activity's time typed over after Tab is saved exactly as typed", async ({ page }) => {
  const call = await signedInApi(page);
  const order = await orderInDevelopment(call, {
    client: 'Imprenta del Parque',
    reference: unique('Tarjetas '),
    quantity: 300,
    unit_value: 1500,
  });
  const size = unique('T').slice(0, 20);
  // 00:15:07 before production.
  const prePress = await call<{ id: number }>('POST', '/pre_presses', {
    pre_press: { production_order_id: order.id, quantity: 2, size, time_before_production: 15 * 60 + 7, estimated_production_time: 0 },
  });

  await page.goto(`/production_orders/${order.id}/edit`);
  await page.getByRole('tab', { name: 'Preacabados' }).click();
  await expect(page.getByRole('tab', { name: 'Preprensas' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('table', { name: 'Preprensas de la orden de producción' }).getByRole('row').filter({ hasText: size });
  await row.getByRole('button', { name: `Editar Preprensa ${prePress.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Preprensa' });
  const before = dialog.getByRole('group', { name: 'Tiempo antes de producción' });
  await expect(before.getByLabel('Minutos')).toHaveValue('15');

  // Hours → Tab → minutes, typed over; Tab → seconds, typed over.
  await tabInto(page, before.getByLabel('Horas'), before.getByLabel('Minutos'));
  await page.keyboard.type('45');
  await expect(before.getByLabel('Minutos')).toHaveValue('45');
  await page.keyboard.press('Tab');
  await expect(before.getByLabel('Segundos')).toBeFocused();
  await page.keyboard.type('30');
  await expect(before.getByLabel('Segundos')).toHaveValue('30');
  await saveAndWait(page, dialog.getByRole('button', { name: 'Actualizar' }), `/pre_presses/${prePress.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad Preprensa ha sido actualizada.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const saved = await call<{ time_before_production: number }>('GET', `/pre_presses/${prePress.id}`);
  expect(saved.time_before_production).toBe(45 * 60 + 30);
});
