import { expect, test, type Page } from '@playwright/test';
import { ADMIN, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

/** Picks a supply in an autocomplete: types its name and chooses it from the list. */
async function chooseSupply(page: Page, scope: ReturnType<Page['getByRole']>, name: string) {
  await scope.getByRole('combobox', { name: 'Insumo' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(scope.getByRole('combobox', { name: 'Insumo' })).toHaveValue(name);
}

test('a supply with stock is used on an order and partly returned; the kardex, the consolidated kardex and the order show it', async ({
  page,
}) => {
  // A supply created, used, refused, returned, then its kardex, the consolidated kardex and the order:
  // about 2 min on a busy two-core machine.
  test.setTimeout(150_000);
  const supplyName = unique('Papel bond ');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);

  // A new supply with opening stock: 10 sheets at $ 1.500.
  await page.getByRole('link', { name: 'Nuevo insumo' }).click();
  await expect(page).toHaveURL(/\/supplies\/new$/);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Este campo es requerido.').first()).toBeVisible();
  await page.getByLabel('Nombre').fill(supplyName);
  await page.getByLabel('Cantidad').fill('10');
  await page.getByLabel('Unidad de medida').fill('Pliego');
  await page.getByLabel('Valor unitario').fill('1500');
  await page.getByLabel('Stock mínimo').fill('2');
  await page.getByLabel('Tipo de insumo').selectOption({ label: 'Papel' });
  await expect(page.getByLabel('Valor total')).toHaveValue('$ 15.000,0');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El insumo ha sido creado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/supplies\/\d+$/);
  const supplyId = Number(/\/supplies\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Insumo: ${supplyName}` })).toBeVisible();
  const kardex = page.getByRole('region', { name: 'Kardex' });
  await expect(kardex.getByRole('row').filter({ hasText: 'Creación' })).toContainText('$ 15.000,0');

  // It is on the list, found by the search.
  await page.getByRole('link', { name: 'Insumos', exact: true }).click();
  await page.getByLabel('Buscar').fill(supplyName);
  const listed = page.getByRole('row').filter({ hasText: supplyName });
  await expect(listed).toContainText('Habilitado');
  await expect(listed).toContainText('$ 15.000,0');

  // An order uses 4 sheets...
  const reference = unique('Volantes ');
  const { id: orderId } = await orderInDevelopment(await signedInApi(page), {
    client: 'Papelería El Trébol',
    reference,
    quantity: 500,
    unit_value: 2000,
  });
  await page.goto(`/production_orders/${orderId}/edit`);
  await page.getByRole('tab', { name: 'Insumos utilizados' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'primera hora' }).first()).toBeVisible();
  const newUsed = page.getByRole('form', { name: 'Registrar insumo utilizado' });
  await chooseSupply(page, newUsed, supplyName);
  await newUsed.getByLabel('Cantidad').fill('4');
  await newUsed.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El insumo utilizado ha sido creado.' })).toBeVisible();
  const used = page.getByRole('form', { name: `Insumo utilizado ${supplyName}` });
  await expect(used.getByLabel('Valor')).toHaveValue('$ 6.000,0');

  // ...more than the stock is refused, naming what is available...
  await used.getByLabel('Cantidad').fill('40');
  await used.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No hay suficiente' })).toContainText('disponibles 6 Pliego');
  await used.getByLabel('Cantidad').fill('4');

  // ...and 1,5 sheets come back as a leftover.
  await page.getByRole('tab', { name: 'Sobrantes' }).click();
  const newLeftover = page.getByRole('form', { name: 'Registrar sobrante' });
  await chooseSupply(page, newLeftover, supplyName);
  await newLeftover.getByLabel('Cantidad').fill('1,5');
  await newLeftover.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El sobrante ha sido creado.' })).toBeVisible();
  await expect(page.getByRole('form', { name: `Sobrante ${supplyName}` }).getByLabel('Cantidad')).toHaveValue('1,5');

  // The order's detail: supplies cost and leftovers value, and the tables linking to the supply.
  await page.getByRole('link', { name: 'Ver orden de producción' }).click();
  await expect(page).toHaveURL(new RegExp(`/production_orders/${orderId}$`));
  const costs = page.getByRole('region', { name: 'Costos' });
  await expect(costs.locator('[data-field="supplies_cost"]')).toContainText('$ 6.000,0');
  await expect(costs.locator('[data-field="leftovers_value"]')).toContainText('$ 2.250,0');
  await expect(costs.locator('[data-field="total_supplies"]')).toContainText('$ 3.750,0');
  const usedTable = page.getByRole('region', { name: 'Insumos utilizados' });
  await expect(usedTable.getByRole('row').filter({ hasText: supplyName })).toContainText('$ 6.000,0');
  const leftoversTable = page.getByRole('region', { name: 'Sobrantes' });
  await expect(leftoversTable.getByRole('row').filter({ hasText: supplyName })).toContainText('1,5');

  // The supply's kardex: the opening stock, the output to the order and the leftover back.
  await leftoversTable.getByRole('link', { name: supplyName }).click();
  await expect(page).toHaveURL(new RegExp(`/supplies/${supplyId}$`));
  await expect(page.locator('[data-field="quantity"]')).toContainText('7,5 Pliego');
  const entries = page.getByRole('region', { name: 'Kardex' }).getByRole('row');
  const output = entries.filter({ hasText: 'Consumo' });
  await expect(output).toContainText(reference);
  await expect(output.getByRole('link', { name: `Ver orden de producción N.º ${orderId}` })).toBeVisible();
  await expect(output).toContainText('$ 6.000,0');
  const leftover = entries.filter({ hasText: 'Sobrante' });
  await expect(leftover).toContainText('7,5');
  await expect(leftover).toContainText('$ 2.250,0');
  // Newest first: leftover, consumption, creation.
  await expect(entries.nth(1)).toContainText('Sobrante');
  await expect(entries.nth(2)).toContainText('Consumo');
  await expect(entries.nth(3)).toContainText('Creación');

  // The consolidated kardex of today for this supply.
  await page.getByRole('link', { name: 'Buscar en kardex' }).click();
  await expect(page.getByRole('heading', { name: 'Kardex consolidado' })).toBeVisible();
  await page.getByLabel('Fecha inicial').fill(today());
  await page.getByLabel('Fecha final').fill(today());
  await chooseSupply(page, page.getByRole('form', { name: 'Filtros' }), supplyName);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const row = page.getByRole('row').filter({ hasText: supplyName });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  // supply, type, input, output, balance, total cost, current quantity
  await expect(cells.nth(1)).toHaveText('Papel');
  await expect(cells.nth(2)).toHaveText('11,5');
  await expect(cells.nth(3)).toHaveText('4');
  await expect(cells.nth(4)).toHaveText('7,5');
  await expect(cells.nth(5)).toHaveText('$ 11.250,0');
  await expect(cells.nth(6)).toHaveText('7,5');
  await expect(row.getByRole('link', { name: supplyName })).toHaveAttribute('href', `/supplies/${supplyId}`);
});
