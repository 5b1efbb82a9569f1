import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, today, unique } from './fixtures';

/** Fills the new order form and saves it; answers the new order's id (from the edit screen's URL). */
async function createOrder(page: Page, reference: string, status: 'in_review' | 'developing') {
  await page.getByRole('link', { name: 'Nueva orden de producción' }).click();
  await expect(page).toHaveURL(/\/production_orders\/new$/);
  await page.getByLabel('Cliente').fill('Cafetería La Esquina');
  await page.getByLabel('Número de contrato').fill('4521');
  await page.getByLabel('Referencia').fill(reference);
  await page.getByLabel('Cantidad', { exact: true }).fill('1000');
  await page.getByLabel('Valor unitario').fill('1.250,5');
  await page.getByLabel('Fecha de entrega').fill(today(10));
  await page.getByLabel('Estado').selectOption(status);
  await expect(page.getByLabel('Valor del contrato')).toHaveValue('$ 1.250.500,0');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La orden de producción ha sido creada.' })).toBeVisible();
  await expect(page).toHaveURL(/\/production_orders\/\d+\/edit$/);
  return Number(/\/production_orders\/(\d+)\/edit$/.exec(page.url())![1]);
}

test('an administrator creates an order, finds it under the current month, edits it and finishes it', async ({ page, context }) => {
  // Create, list, edit, print and finish: past 60 s on a busy two-core machine.
  test.setTimeout(120_000);
  // The print view opens the print dialog by itself: count the calls instead of opening it.
  await context.addInitScript(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });
  const reference = unique('Cajas plegadizas ');

  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);

  // Saving the empty form is refused with the spec's message.
  await page.getByRole('link', { name: 'Nueva orden de producción' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es requerido.').first()).toBeVisible();

  const id = await createOrder(page, reference, 'developing');
  await expect(page.getByRole('heading', { name: `Editar orden de producción N.º ${id}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Orden de producción' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Referencia')).toHaveValue(reference);

  // The list opens on the current month, where the new order is.
  await page.getByRole('link', { name: 'Órdenes de producción' }).click();
  // The workshop's month, not the machine's (they differ on the first of a month before 05:00 UTC).
  const [year, month] = today().split('-').map(Number);
  await expect(page.getByLabel('Mes', { exact: true })).toHaveValue(String(month));
  await expect(page.getByLabel('Año', { exact: true })).toHaveValue(String(year));
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('$ 1.250.500,0');
  await expect(row).toContainText('En desarrollo');
  await expect(row).toContainText('Cafetería La Esquina');

  // Edit it.
  await row.getByRole('link', { name: 'Editar orden de producción' }).click();
  await expect(page).toHaveURL(new RegExp(`/production_orders/${id}/edit$`));
  await page.getByLabel('Observación').fill('Troquel nuevo, entregar en bodega.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La orden de producción ha sido actualizada.' })).toBeVisible();

  // Finished needs the actual amount: refused without it...
  await page.getByLabel('Estado').selectOption('finished');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La cantidad real es requerida cuando la orden está terminada.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/production_orders/${id}/edit$`));

  // ...and accepted with it; a finished order is shown, not edited.
  await page.getByLabel('Cantidad real').fill('990');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/production_orders/${id}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'La orden de producción ha sido actualizada.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Orden de producción N.º ${id}` })).toBeVisible();
  await expect(page.getByText('Terminada').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar orden de producción' })).toHaveCount(0);

  // Opening its edit screen leads to the detail view.
  await page.goto(`/production_orders/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/production_orders/${id}$`));

  // In the list, edit and cancel are gone for it.
  await page.getByRole('link', { name: 'Órdenes de producción' }).click();
  const finishedRow = page.getByRole('row').filter({ hasText: reference });
  await expect(finishedRow).toContainText('Terminada');
  await expect(finishedRow).toContainText('990');
  await expect(finishedRow.getByRole('link', { name: 'Ver orden de producción' })).toBeVisible();
  await expect(finishedRow.getByRole('link', { name: 'Editar orden de producción' })).toHaveCount(0);
  await expect(finishedRow.getByRole('button', { name: 'Cancelar orden de producción' })).toHaveCount(0);

  // Print opens a tab without menus, which prints by itself.
  const popupPromise = page.waitForEvent('popup');
  await finishedRow.getByRole('link', { name: 'Imprimir orden de producción' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`/production_orders/${id}/print$`));
  await expect(popup.getByRole('table', { name: `Orden de producción N.º ${id}` })).toContainText(reference);
  await expect(popup.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await popup.close();
});

test('an order cancelled from the list turns red', async ({ page }) => {
  const reference = unique('Etiquetas ');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await createOrder(page, reference, 'in_review');

  await page.getByRole('link', { name: 'Órdenes de producción' }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('En revisión');
  await expect(row).not.toHaveAttribute('data-cancelled', 'true');

  await row.getByRole('button', { name: 'Cancelar orden de producción' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Está seguro de cancelar la orden de producción');
  await dialog.getByRole('button', { name: 'Sí, cancelar la orden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La orden de producción ha sido cancelada.' })).toBeVisible();

  await expect(row).toHaveAttribute('data-cancelled', 'true');
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect(row).toContainText('Cancelada');
  // Red text on a red tint (Mantine red.9 on red.0: 5:1, WCAG AA).
  await expect(row.getByRole('cell').first()).toHaveCSS('color', 'rgb(201, 42, 42)');
  await expect(row.getByRole('button', { name: 'Cancelar orden de producción' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Editar orden de producción' })).toHaveCount(0);
});
