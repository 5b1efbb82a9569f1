import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, signedInApi, signIn, unique } from './fixtures';

/** A supply with opening stock, made through the API: 10 units at $ 1.000. */
async function createSupply(page: Page, name: string): Promise<number> {
  const call = await signedInApi(page);
  const supply = { name, quantity: 10, unit_of_measurement: 'Unidad', unit_value: 1000, stock_minimum: 1 };
  return (await call<{ id: number }>('POST', '/supplies', { supply })).id;
}

async function chooseSupply(page: Page, scope: Locator, name: string) {
  await scope.getByRole('combobox', { name: 'Insumo' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(scope.getByRole('combobox', { name: 'Insumo' })).toHaveValue(name);
}

/**
 * Follows a kardex row's link to the purchase or inventory behind the entry. The link sits in the
 * row itself (every column drawn, the table scrolling sideways, issue 22 item 2): scrolled into
 * view first (toBeInViewport does not scroll), clicked once no request is under way (while one is,
 * the layout's loading overlay covers the screen and would take the click).
 */
async function followKardexLink(page: Page, row: Locator, name: RegExp, destination: RegExp) {
  const link = row.getByRole('link', { name });
  // Scrolled again until it stays in view: the screen's other sections may still grow above it
  // after the first scroll (their data arriving), pushing the row out again.
  await expect(async () => {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByTestId('content-spinner')).toBeHidden();
  await link.click();
  await expect(page).toHaveURL(destination);
}

/** The supply's stock and average cost as its screen shows them. */
async function expectStock(page: Page, supplyId: number, quantity: string, unitValue: string) {
  await page.goto(`/supplies/${supplyId}`);
  const data = page.getByRole('region', { name: 'Datos del insumo' });
  await expect(data.locator('[data-field="quantity"] dd')).toHaveText(`${quantity} Unidad`);
  await expect(data.locator('[data-field="unit_value"] dd')).toContainText(unitValue);
}

test('a purchase of two supplies moves stock and average cost, is cancelled within its window; an inventory runs from creation to closing and its adjustments link back to it', async ({
  page,
}, testInfo) => {
  // Two purchases' worth of screens, a cancellation, an inventory and eight supply screens: 3 min on a
  // busy two-core machine (load 12 to 18).
  test.setTimeout(240_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const first = unique('Cinta kraft ');
  const second = unique('Pegante blanco ');
  const firstId = await createSupply(page, first);
  const secondId = await createSupply(page, second);

  // Buy 10 of the first for $ 30.000 and 5 of the second for $ 10.000.
  await page.getByRole('link', { name: 'Nueva compra' }).click();
  await expect(page).toHaveURL(/\/purchases\/new$/);
  const invoice = unique('FV-');
  await page.getByLabel('Empresa').fill('Papeles del Sur');
  await page.getByLabel('Número de factura').fill(invoice);
  const row1 = page.getByRole('group', { name: 'Insumo 1' });
  await chooseSupply(page, row1, first);
  await row1.getByLabel('Cantidad').fill('10');
  await row1.getByLabel('Total').fill('30000');
  await page.getByRole('button', { name: 'Agregar insumo' }).click();
  const row2 = page.getByRole('group', { name: 'Insumo 2' });
  await chooseSupply(page, row2, second);
  await row2.getByLabel('Cantidad').fill('5');
  await row2.getByLabel('Total').fill('10000');
  await row2.getByLabel('Total').blur();
  await expect(row1.getByLabel('Valor unitario')).toHaveValue('$ 3.000,0');
  await expect(page.getByLabel('Total de la compra')).toHaveValue('$ 40.000,0');
  await page.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La compra ha sido creada.' })).toBeVisible();
  await expect(page).toHaveURL(/\/purchases\/\d+$/);
  const purchaseId = Number(/\/purchases\/(\d+)$/.exec(page.url())![1]);

  // Stock and the moving average moved: (10 × 1.000 + 30.000) / 20 and (10 × 1.000 + 10.000) / 15.
  await expectStock(page, firstId, '20', '$ 2.000,0');
  await expectStock(page, secondId, '15', '$ 1.333,3');

  // The kardex links to the purchase, then its detail (issue 22 item 10), that row highlighted in view.
  await page.goto(`/supplies/${firstId}`);
  const kardex = page.getByRole('region', { name: 'Kardex' });
  const toPurchase = new RegExp(`/purchases/${purchaseId}/purchase_details/\\d+$`);
  await followKardexLink(page, kardex.getByRole('row').filter({ hasText: 'Compra' }), /Ver compra/, toPurchase);
  await expect(page.getByRole('heading', { name: `Compra N.º ${purchaseId}` })).toBeVisible();
  await expect(page.locator('tr[data-highlighted="true"]')).toContainText(first);
  await expect(page.locator('tr[data-highlighted="true"]')).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('purchase-detail-highlighted.png') });

  // Cancelled within its window: the stock and average go back.
  await page.goto('/purchases');
  const listed = page.getByRole('row').filter({ hasText: invoice });
  await listed.getByRole('button', { name: `Anular compra ${purchaseId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Anular compra N.º ${purchaseId}` });
  await dialog.getByRole('button', { name: 'Anular compra' }).click();
  await expect(dialog.getByText('La observación es requerida para anular la compra.')).toBeVisible();
  await dialog.getByLabel('Observación').fill('Factura duplicada');
  await dialog.getByRole('button', { name: 'Anular compra' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La compra ha sido anulada.' })).toBeVisible();
  await expect(listed).toHaveAttribute('data-highlight', 'cancelled');
  await expectStock(page, firstId, '10', '$ 1.000,0');
  await expectStock(page, secondId, '10', '$ 1.000,0');

  // An inventory: created, counted (8 of the first, 12 of the second), closed.
  await page.getByRole('link', { name: 'Nuevo inventario' }).click();
  await page.getByRole('button', { name: 'Registrar inventario' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El inventario ha sido creado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/inventaries\/\d+\/edit$/);
  const inventaryId = Number(/\/inventaries\/(\d+)\/edit$/.exec(page.url())![1]);
  const search = page.getByLabel('Buscar insumo');
  await search.fill(first);
  await page.getByLabel(`Cantidad real ${first}`).fill('8');
  await page.getByLabel(`Cantidad real ${first}`).press('Enter');
  await expect(page.getByRole('button', { name: `Guardar cantidad de ${first}` })).toHaveAttribute('data-saved', 'true');
  await search.fill(second);
  await page.getByLabel(`Cantidad real ${second}`).fill('12');
  await page.getByRole('button', { name: `Guardar cantidad de ${second}` }).click();
  await expect(page.getByRole('button', { name: `Guardar cantidad de ${second}` })).toHaveAttribute('data-saved', 'true');
  await page.getByRole('radio', { name: 'Cerrado' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cerrar' }).click();
  await page.getByRole('button', { name: 'Actualizar inventario' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El inventario ha sido actualizado.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inventaries/${inventaryId}$`));
  // The view draws 10 supplies a page: its search finds each on whatever page it is.
  const viewSearch = page.getByRole('searchbox', { name: 'Buscar' });
  await viewSearch.fill(first);
  await expect(page.getByRole('row').filter({ hasText: first })).toHaveAttribute('data-difference', 'missing');
  await viewSearch.fill(second);
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveAttribute('data-difference', 'surplus');

  // The adjustments are in the kardex, and link back to the inventory.
  await expectStock(page, firstId, '8', '$ 1.000,0');
  const adjustment = page.getByRole('region', { name: 'Kardex' }).getByRole('row').filter({ hasText: 'Inventario' });
  await expect(adjustment).toContainText('8');
  await followKardexLink(page, adjustment, /Ver inventario/, new RegExp(`/inventaries/${inventaryId}/inventary_details/\\d+$`));
  await expect(page.getByRole('heading', { name: new RegExp(`Inventario N.º ${inventaryId}`) })).toBeVisible();
  await expect(page.locator('tr[data-highlighted="true"]')).toContainText(first);
  await expect(page.locator('tr[data-highlighted="true"]')).toBeInViewport();
  await expectStock(page, secondId, '12', '$ 1.000,0');
});
