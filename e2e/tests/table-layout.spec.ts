import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

/**
 * Issue 9, item 3: at 1366 px the production order list's 15 columns pushed status and the row
 * actions off screen and wrapped the reference over eleven lines, and activity tables needed a
 * sideways scroll to reach edit and delete. Each list now keeps status and actions in view, leaves
 * the columns that do not fit for the row's "more data" panel, and cuts long text to a few lines.
 * Screenshots are saved under test-results for people to look at.
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];

/** Long enough to have wrapped over eleven lines in the old list. */
const longReference = (tag: string) =>
  `${tag} Estuche plegadizo con ventana troquelada para té verde orgánico de 20 sobres, caja exhibidora ` +
  'con separadores internos, impresión a cuatro tintas más pantone corporativo, barniz UV parcial y ' +
  'plastificado mate en la cara exterior';

/** The element lies wholly inside the window, with no scrolling. */
async function expectInViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window (${viewport.width} px)`).toBeLessThanOrEqual(viewport.width);
}

/** The table scrolls neither sideways itself nor makes the page do so. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const viewport = table.locator('xpath=ancestor::*[contains(@class, "mantine-ScrollArea-viewport")][1]');
  const overflow = await viewport.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'the table needs no sideways scroll').toBeLessThanOrEqual(1);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageOverflow, 'the page needs no sideways scroll').toBeLessThanOrEqual(0);
}

/** How many text lines a cell is tall. */
async function linesTall(cell: Locator) {
  return cell.evaluate((element) => {
    const style = getComputedStyle(element);
    const content = element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return content / parseFloat(style.lineHeight);
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} the order list and an order's activity tables keep status and actions in view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN.username, ADMIN.password);
    const call = await signedInApi(page);

    const reference = longReference(unique('Ref'));
    const order = await orderInDevelopment(call, {
      client: 'Té del Valle S.A.S. Distribuidora Nacional de Bebidas',
      contract_number: '2026000123',
      reference,
      quantity: 123_456,
      unit_value: 1_234_567.5,
      delivery_day: today(20),
    });
    const machine = await call<{ id: number }>('POST', '/machines', { machine: { name: unique('Heidelberg '), hour_cost: 30_000 } });
    const prePress = await call<{ id: number }>('POST', '/pre_presses', {
      pre_press: {
        production_order_id: order.id,
        kind: 'design',
        size: 'A4 doble carta',
        quantity: 1000,
        observation:
          'Ajustar los colores corporativos del cliente antes de enviar las planchas, revisar el sangrado y las marcas de corte.',
        due_date: today(10),
        machine_id: machine.id,
      },
    });
    const impression = await call<{ id: number }>('POST', '/impressions', {
      impression: {
        production_order_id: order.id,
        kind: 'lithography',
        subtype: 'Cuatricromía más pantone',
        size: '70x100',
        number_of_inks: '4+1',
        good_sheets: 12_000.5,
        leftovers: 300,
        imposition: '8 tiros',
        machine_id: machine.id,
        due_date: today(10),
      },
    });

    // The production order list.
    await page.goto('/production_orders');
    const list = page.getByRole('table').first();
    const row = list.locator(`tr[data-order-id="${order.id}"]`);
    await expect(row).toBeVisible();
    await expectInViewport(page, row.getByText('En desarrollo', { exact: true }), 'the status badge');
    for (const name of ['Imprimir orden de producción', 'Ver orden de producción', 'Editar orden de producción']) {
      await expectInViewport(page, row.getByRole('link', { name }), name);
    }
    await expectInViewport(page, row.getByRole('button', { name: 'Cancelar orden de producción' }), 'the cancel button');
    await expectNoSidewaysScroll(page, list);
    const referenceCell = row.getByRole('cell').filter({ hasText: reference.slice(0, 20) });
    expect(await linesTall(referenceCell), 'the reference cell is a few lines tall').toBeLessThanOrEqual(4);
    await page.screenshot({ path: test.info().outputPath(`orders-${viewport.width}x${viewport.height}.png`), animations: 'disabled' });

    // The whole reference, and the columns left out, are a tap away.
    await referenceCell.getByRole('button', { name: 'Ver más' }).click();
    await expect(referenceCell.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(await linesTall(referenceCell), 'the whole reference shows').toBeGreaterThan(4);
    await row.getByRole('button', { name: 'Más datos' }).click();
    const panel = page.locator('dl').filter({ hasText: 'Costo de insumos' });
    await expect(panel.getByText('Costo unitario real')).toBeVisible();
    await expect(panel.getByText('$ 152.414.765.280,0')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`orders-more-data-${viewport.width}x${viewport.height}.png`),
      animations: 'disabled',
    });

    // Its activity tables: pre-press, then impression (the widest type).
    await page.goto(`/production_orders/${order.id}/edit`);
    await page.getByRole('tab', { name: 'Preacabados' }).click();
    for (const { id, tab, name } of [
      { id: prePress.id, tab: 'Preprensas', name: 'Preprensa' },
      { id: impression.id, tab: 'Impresiones', name: 'Impresión' },
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      const table = page.getByRole('table', { name: `${tab} de la orden de producción` });
      const activityRow = table.locator(`tr[data-activity-id="${id}"]`);
      await expect(activityRow).toBeVisible();
      await expectInViewport(page, activityRow.getByText('Pendiente', { exact: true }), `the ${name} status`);
      await expectInViewport(page, activityRow.getByRole('button', { name: `Editar ${name} ${id}` }), `edit ${name}`);
      await expectInViewport(page, activityRow.getByRole('button', { name: `Eliminar ${name} ${id}` }), `delete ${name}`);
      await expectNoSidewaysScroll(page, table);
      await page.screenshot({
        path: test.info().outputPath(`${tab.toLowerCase()}-${viewport.width}x${viewport.height}.png`),
        animations: 'disabled',
      });
    }
  });
}
