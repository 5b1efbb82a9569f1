import { expect, test } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, unique } from './fixtures';

/**
 * Issue 9, item 2: every form behaves the same at the keyboard and after saving, in a real
 * browser (layout, scrolling and focus that jsdom does not have). Screenshots of each state are
 * attached to the test's output.
 */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, ADMIN.username, ADMIN.password);
});

test('at the foot of a long form the result of saving is in sight, and the success replaces "No hay cambios."', async ({
  page,
}, testInfo) => {
  const call = await signedInApi(page);
  const user = await operatorThroughApi(call, { first: unique('Marta'), last: 'Quintero', hour_value: 9000, username: unique('mq') });

  await page.goto(`/users/${user.id}/edit`);
  // The first field has the focus as the form opens.
  await expect(page.getByLabel('Tipo de documento')).toBeFocused();

  const save = page.getByRole('button', { name: 'Guardar' });
  await save.click();
  const noChanges = page.getByRole('alert').filter({ hasText: 'No hay cambios.' });
  await expect(noChanges).toBeInViewport();
  await expect(save).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('user-no-changes-1366.png') });

  await page.getByLabel('Teléfono').fill('6045551234');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'El usuario ha sido actualizado.' })).toBeInViewport();
  await expect(noChanges).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('user-saved-1366.png') });
});

test('a supply is picked with Enter and Tab goes on to its quantity; a dialog asks before throwing typed data away', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const call = await signedInApi(page);
  const supplyName = unique('Cartulina ');
  await call('POST', '/supplies', {
    supply: { name: supplyName, quantity: 20, unit_of_measurement: 'Pliego', unit_value: 800, stock_minimum: 1, status: 1 },
  });
  const order = await orderInDevelopment(call, {
    client: 'Litografía Andina',
    reference: unique('Plegadizas '),
    quantity: 100,
    unit_value: 900,
  });

  await page.goto(`/production_orders/${order.id}/edit`);
  await page.getByRole('tab', { name: 'Insumos utilizados' }).click();
  const newUsed = page.getByRole('form', { name: 'Registrar insumo utilizado' });
  const supply = newUsed.getByRole('combobox', { name: 'Insumo' });
  await supply.fill(supplyName);
  await expect(page.getByRole('option', { name: new RegExp(supplyName) })).toBeVisible();
  await supply.press('Enter');
  await expect(supply).toHaveValue(supplyName);
  // Enter picked: nothing was submitted (no required messages, no record).
  await expect(newUsed.getByText('Este campo es requerido.')).toHaveCount(0);
  await supply.press('Tab');
  await expect(newUsed.getByLabel('Cantidad')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('supply-picked-1024.png') });

  await page.getByRole('tab', { name: 'Preacabados' }).click();
  await page.getByRole('button', { name: 'Agregar Preprensa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preprensa' });
  await expect(dialog.getByLabel('Tipo', { exact: true })).toBeFocused();
  await dialog.getByLabel('Tamaño').fill('70x100');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await expect(question).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('discard-question-1024.png') });
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Tamaño')).toHaveValue('70x100');

  // A save the server refuses is told at the top of the dialog, not behind it.
  await page.route('**/v1/pre_presses', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'El servidor no pudo guardar.' }) }),
  );
  await dialog.getByLabel('Cantidad').fill('100');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'El servidor no pudo guardar.' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('activity-save-failed-1024.png') });
  await page.unroute('**/v1/pre_presses');

  // Saving with a required field left empty: the message is on the field, the dialog stays.
  await dialog.getByLabel('Tamaño').fill('');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Este campo es requerido.').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('activity-dialog-1024.png') });

  await dialog.getByLabel('Tamaño').fill('50x70');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
});
