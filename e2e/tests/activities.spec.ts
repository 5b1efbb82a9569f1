import { expect, test } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

test('an administrator adds a pre-press, an impression made by a third party and a die cut with a worker, sees them on the detail and print views, and one is finished', async ({
  page,
  context,
}) => {
  // Three activities through their dialogs, the detail and print views, one finished: about 2 min on a
  // busy two-core machine.
  test.setTimeout(150_000);
  // The print view opens the print dialog by itself: count the calls instead of opening it.
  await context.addInitScript(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });

  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  const call = await signedInApi(page);

  // What the activities point at: an operator, a machine and an order in development.
  // A name no other spec looks for (they share the database).
  const workerName = unique('Troqueladora');
  await operatorThroughApi(call, { first: workerName, last: 'Ríos', hour_value: 12000 });
  const machineName = unique('Guillotina ');
  await call('POST', '/machines', { machine: { name: machineName, hour_cost: 30000 } });
  const reference = unique('Cajas de té ');
  const order = await orderInDevelopment(call, {
    client: 'Té del Valle',
    reference,
    quantity: 1000,
    unit_value: 850,
    delivery_day: today(20),
  });

  await page.goto(`/production_orders/${order.id}/edit`);
  await expect(page.getByRole('heading', { name: `Editar orden de producción N.º ${order.id}` })).toBeVisible();

  // Pre-finished activities: the pre-press sub-tab opens first.
  await page.getByRole('tab', { name: 'Preacabados' }).click();
  await expect(page.getByRole('tab', { name: 'Preprensas' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Agregar Preprensa' }).click();
  let dialog = page.getByRole('dialog', { name: 'Preprensa' });
  await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Diseño' });
  await dialog.getByLabel('Tamaño', { exact: true }).fill('50x70');
  await dialog.getByLabel('Cantidad', { exact: true }).fill('2');
  await dialog.getByLabel('Máquina', { exact: true }).selectOption({ label: machineName });
  await dialog.getByRole('group', { name: 'Tiempo antes de producción' }).getByLabel('Minutos').fill('15');
  await dialog.getByRole('group', { name: 'Tiempo estimado de producción (por unidad)' }).getByLabel('Minutos').fill('30');
  await expect(dialog.getByLabel('Tiempo estimado total')).toHaveValue('01:15:00');
  await dialog.getByLabel('Fecha de entrega', { exact: true }).fill(today(5));
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad Preprensa ha sido creada.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const prePresses = page.getByRole('table', { name: 'Preprensas de la orden de producción' });
  await expect(prePresses.getByRole('row').filter({ hasText: '50x70' })).toContainText('01:15:00');

  // An impression made by a third party: no workers, the third and the labour value instead.
  await page.getByRole('tab', { name: 'Impresiones' }).click();
  await page.getByRole('button', { name: 'Agregar Impresión' }).click();
  dialog = page.getByRole('dialog', { name: 'Impresión' });
  await expect(dialog.getByLabel('Tipo de impresión')).toHaveValue('lithography');
  await dialog.getByLabel('Tamaño', { exact: true }).fill('70x100');
  await dialog.getByLabel('Número de tintas').fill('4x0');
  await dialog.getByLabel('Pliegos buenos').fill('500');
  await dialog.getByLabel('Sobrantes').fill('20');
  await expect(dialog.getByLabel('Cantidad', { exact: true })).toHaveValue('520');
  await dialog.getByLabel('Imposición').fill('2x2');
  await expect(dialog.getByLabel('Trabajadores')).toBeVisible();
  await dialog.getByLabel('Hecha por un tercero').check();
  await expect(dialog.getByLabel('Trabajadores')).toHaveCount(0);
  await dialog.getByLabel('Valor mano de obra').fill('');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Este campo es requerido.').first()).toBeVisible();
  await dialog.getByLabel('Tercero', { exact: true }).fill('Litografía Andina');
  await dialog.getByLabel('Valor mano de obra').fill('150000');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad Impresión ha sido creada.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const impressions = page.getByRole('table', { name: 'Impresiones de la orden de producción' });
  const impressionRow = impressions.getByRole('row').filter({ hasText: '70x100' });
  await expect(impressionRow).toContainText('$ 150.000,0');
  await expect(impressionRow).toContainText('Pendiente');
  const impressionId = Number(await impressionRow.getAttribute('data-activity-id'));

  // The third party delivered: the impression is finished from its form, after confirming.
  await impressionRow.getByRole('button', { name: `Editar Impresión ${impressionId}` }).click();
  dialog = page.getByRole('dialog', { name: 'Impresión' });
  await dialog.getByRole('button', { name: 'Terminar' }).click();
  const confirmation = dialog.getByRole('alertdialog');
  await expect(confirmation).toContainText('¿Está seguro?');
  await confirmation.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad ha sido terminada.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(impressionRow).toContainText('Terminada');
  // A finished third-party activity stays open to corrections (Update), not to deletion.
  await expect(impressionRow.getByRole('button', { name: `Eliminar Impresión ${impressionId}` })).toHaveCount(0);

  // A die cut with a worker, under the finished activities.
  await page.getByRole('tab', { name: 'Acabados', exact: true }).click();
  await page.getByRole('tab', { name: 'Troquelados' }).click();
  await page.getByRole('button', { name: 'Agregar Troquelado' }).click();
  dialog = page.getByRole('dialog', { name: 'Troquelado' });
  await expect(dialog.getByLabel('Tipo de corte')).toHaveValue('semi_cut');
  await dialog.getByLabel('Tipo de corte').selectOption({ label: 'Corte total' });
  await dialog.getByLabel('Troquel', { exact: true }).fill('T-102');
  await dialog.getByLabel('Cantidad', { exact: true }).fill('1000');
  await dialog.getByLabel('Trabajadores').click();
  await page.getByRole('option', { name: `${workerName} Ríos` }).click();
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad Troquelado ha sido creada.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const dieCutRow = page
    .getByRole('table', { name: 'Troquelados de la orden de producción' })
    .getByRole('row')
    .filter({ hasText: 'T-102' });
  await expect(dieCutRow).toContainText('Corte total');
  await expect(dieCutRow).toContainText('Pendiente');
  const dieCutId = Number(await dieCutRow.getAttribute('data-activity-id'));

  // Work on the die cut has not started: it cannot be finished yet, only edited or deleted.
  await dieCutRow.getByRole('button', { name: `Editar Troquelado ${dieCutId}` }).click();
  dialog = page.getByRole('dialog', { name: 'Troquelado' });
  await expect(dialog.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terminar' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The detail view: the collapsible sections with a read-only card per record; the third
  // party's value reached the order's costs.
  await page.getByRole('link', { name: 'Ver orden de producción' }).click();
  await expect(page).toHaveURL(new RegExp(`/production_orders/${order.id}$`));
  await expect(page.locator('[data-field="cost_work_third_party"]')).toContainText('$ 150.000,0');
  await expect(page.getByRole('heading', { name: 'Preacabados', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Preprensa N\.º \d+$/ })).toContainText(machineName);
  const impressionCard = page.getByRole('article', { name: `Impresión N.º ${impressionId}` });
  await expect(impressionCard).toContainText('Litografía Andina');
  await expect(impressionCard).toContainText('Terminada');
  await expect(page.getByRole('heading', { name: 'Acabados', exact: true })).toBeVisible();
  const dieCutCard = page.getByRole('article', { name: `Troquelado N.º ${dieCutId}` });
  await expect(dieCutCard).toContainText(`${workerName} Ríos`);
  await expect(dieCutCard).toContainText('Pendiente');

  // The print view: one table per type with entries, in order, then it prints by itself.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Imprimir orden de producción' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`/production_orders/${order.id}/print$`));
  await expect(popup.getByRole('table', { name: 'Preprensas' })).toContainText('50x70');
  await expect(popup.getByRole('table', { name: 'Impresiones' })).toContainText('70x100');
  await expect(popup.getByRole('table', { name: 'Troquelados' })).toContainText('T-102');
  await expect(popup.getByRole('table', { name: 'Precortes' })).toHaveCount(0);
  const tableNames = await popup.getByRole('table').evaluateAll((tables) => tables.map((table) => table.getAttribute('aria-label')));
  // The header table comes first.
  expect(tableNames.slice(1)).toEqual(['Preprensas', 'Impresiones', 'Troquelados']);
  await expect(popup.getByRole('heading', { name: 'Acabados', exact: true })).toBeVisible();
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await popup.close();
});
