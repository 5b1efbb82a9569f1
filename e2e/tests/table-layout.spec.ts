import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  expectSeededWorkshop,
  impressionThroughApi,
  orderInDevelopment,
  orderThroughApi,
  signedInApi,
  signIn,
  today,
  unique,
} from './fixtures';

/**
 * Issue 22 items 1 and 2, at the office's 1366×768 and a tablet's 800×1280: the month's order list
 * is drawn whole (no pager; only the rows in view in the DOM), every column of the spec sits in its
 * row (the table scrolls sideways inside its own box, its N.º and row actions pinned, the page never
 * does), "Columnas" hides a column and the choice outlives a reload, and an order's activity tables
 * keep edit and delete in reach. Screenshots are saved under test-results for people to look at.
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 800, height: 1280 },
];

/** Long enough to have wrapped over eleven lines before issue 9. */
const longReference = (tag: string) =>
  `${tag} Estuche plegadizo con ventana troquelada para té verde orgánico de 20 sobres, caja exhibidora ` +
  'con separadores internos, impresión a cuatro tintas más pantone corporativo, barniz UV parcial y ' +
  'plastificado mate en la cara exterior';

/** The spec's 14 columns of the order list and the row actions (the web test names each). */
const ORDER_COLUMN_COUNT = 15;

/** The element lies wholly inside the window. */
async function expectInWindow(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window (${viewport.width} px)`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, `${what} ends above the window's bottom`).toBeLessThanOrEqual(viewport.height);
}

/** The table's own scrolling box (mantine-datatable's ScrollArea viewport). */
const scrollBox = (table: Locator) => table.locator('xpath=ancestor::*[contains(@class, "mantine-ScrollArea-viewport")][1]');

async function expectNoPageSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} the month's orders are whole, every column in reach, and an order's activity tables keep their actions`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN.username, ADMIN.password);
    const call = await signedInApi(page);
    await expectSeededWorkshop(call);

    // More orders than the list keeps in the DOM, each findable by its client.
    const batch = unique('Lote');
    for (let index = 0; index < 60; index += 1) {
      await orderThroughApi(call, { client: `${batch} ${index}`, reference: `Ref ${index}`, delivery_day: today(5) });
    }
    const reference = longReference(unique('Ref'));
    const order = await orderInDevelopment(call, {
      client: 'Té del Valle S.A.S. Distribuidora Nacional de Bebidas',
      contract_number: '2026000123',
      reference,
      quantity: 123_456,
      unit_value: 1_234_567.5,
      delivery_day: today(20),
    });

    await page.goto('/production_orders');
    const list = page.getByRole('table').first();
    const row = list.locator(`tr[data-order-id="${order.id}"]`);
    await expect(row).toBeVisible();
    await expect(list.getByRole('columnheader')).toHaveCount(ORDER_COLUMN_COUNT);
    await expect(page.getByRole('button', { name: 'Página siguiente' })).toHaveCount(0);
    const drawn = await list.locator('tbody tr[data-order-id]').count();
    expect(drawn, 'only the rows in view and a margin are in the DOM').toBeLessThan(61);
    await page.screenshot({ path: test.info().outputPath(`orders-${viewport.width}.png`), animations: 'disabled' });

    // Sideways to the last column: the order's number and its actions stay where they were.
    await scrollBox(list).evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expectInWindow(page, row.getByRole('cell').last(), 'the row actions');
    await expectInWindow(page, row.getByRole('cell').first(), 'the order number');
    await expectInWindow(page, list.getByRole('columnheader', { name: 'Costo unitario real' }), 'the last column');
    await expect(row.getByText('$ 152.414.765.280,0')).toBeVisible();
    await expectNoPageSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`orders-scrolled-${viewport.width}.png`), animations: 'disabled' });

    // Down the whole month in the table's box: the first order made in this test comes into the DOM.
    const firstOfBatch = page.getByRole('cell', { name: `${batch} 0`, exact: true });
    await expect(firstOfBatch).toHaveCount(0);
    await scrollBox(list).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(list.locator('tbody tr[data-order-id]').last()).toBeVisible();
    await scrollBox(list).evaluate((box) => box.scrollTo({ top: 0 }));
    // The search finds the batch wherever it lies.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(batch);
    await expect(list.locator('tbody tr[data-order-id]').first()).toContainText(batch);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`${batch} 0`);
    await expect(list.locator('tbody tr[data-order-id]')).toHaveCount(1);
    await expect(firstOfBatch).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('');

    // "Columnas" hides the costs a person does not need; the choice outlives a reload.
    await page.getByRole('button', { name: 'Columnas' }).click();
    const chooser = page.getByRole('group', { name: 'Columnas que se muestran' });
    await chooser.getByRole('checkbox', { name: 'Costo de insumos' }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Costo de trabajo de terceros' }).uncheck();
    await chooser.getByRole('button', { name: 'Listo' }).click();
    await page.reload();
    await expect(list.getByRole('columnheader', { name: 'Costo de mano de obra' })).toBeVisible();
    await expect(list.getByRole('columnheader', { name: 'Costo de insumos' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Columnas (2 ocultas)' })).toBeVisible();
    await page.getByRole('button', { name: 'Columnas (2 ocultas)' }).click();
    await chooser.getByRole('button', { name: 'Mostrar todas' }).click();
    await expect(list.getByRole('columnheader', { name: 'Costo de insumos' })).toBeVisible();

    // An order's activity tables: edit and delete in view, the page never wider than the window.
    const machine = await call<{ id: number }>('POST', '/machines', { machine: { name: unique('Heidelberg '), hour_cost: 30_000 } });
    const impression = await impressionThroughApi(call, order.id, { machine_id: machine.id, due_date: today(10) });
    await page.goto(`/production_orders/${order.id}/edit`);
    await page.getByRole('tab', { name: 'Preacabados' }).click();
    await page.getByRole('tab', { name: 'Impresiones' }).click();
    const table = page.getByRole('table', { name: 'Impresiones de la orden de producción' });
    const activityRow = table.locator(`tr[data-activity-id="${impression.id}"]`);
    await activityRow.scrollIntoViewIfNeeded();
    await expectInWindow(page, activityRow.getByRole('button', { name: `Editar Impresión ${impression.id}` }), 'edit');
    await expectInWindow(page, activityRow.getByRole('button', { name: `Eliminar Impresión ${impression.id}` }), 'delete');
    await expectNoPageSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`impressions-${viewport.width}.png`), animations: 'disabled' });
  });
}
