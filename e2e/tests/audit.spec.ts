import { expect, test } from '@playwright/test';
import { ADMIN, orderThroughApi, signedInApi, signIn, unique } from './fixtures';

test('an administrator changes an order, reads the change in its Historial and finds it in Auditoría', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const api = await signedInApi(page);
  const reference = unique('Plegadizas ');
  const order = await orderThroughApi(api, { client: 'Litografía Andina', reference });

  await page.goto(`/production_orders/${order.id}/edit`);
  await expect(page.getByLabel('Cliente')).toHaveValue('Litografía Andina');
  await page.getByLabel('Cliente').fill('Litografía del Sur');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/v1/production_orders/${order.id}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).ok()).toBe(true);

  // Closed by default: it asks the server only when opened.
  const history = page.getByRole('button', { name: 'Historial' });
  await expect(history).toHaveAttribute('aria-expanded', 'false');
  await history.click();
  const change = page.getByTestId('audit-event').filter({ hasText: 'Modificó' });
  await expect(change).toContainText('Cliente: Litografía Andina → Litografía del Sur');
  await expect(page.getByTestId('audit-event').filter({ hasText: 'Creó' })).toContainText(`Referencia: ${reference}`);

  await page.getByRole('link', { name: 'Auditoría' }).click();
  await page.getByRole('combobox', { name: 'Tipo de registro' }).click();
  await page.getByRole('option', { name: 'Orden de producción' }).click();
  await page.getByLabel('Id del registro').fill(String(order.id));
  await expect(page).toHaveURL(new RegExp(`record_type=production_orders&record_id=${order.id}`));
  const row = page.getByRole('row').filter({ hasText: 'Modificó' });
  await expect(row).toContainText(`Orden de producción #${order.id}`);
  await expect(row).toContainText('Litografía Andina → Litografía del Sur');
});
