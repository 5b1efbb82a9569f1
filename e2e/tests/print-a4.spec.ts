import { expect, test } from '@playwright/test';
import { ADMIN, impressionThroughApi, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

/** A4 portrait less the print view's @page margins (10 mm each side): the width a table may take, in CSS px. */
const A4_CONTENT_MM = 210 - 2 * 10;
const A4_CONTENT_PX = (A4_CONTENT_MM * 96) / 25.4;

test('the print view fits A4 portrait: no table wider than the printable width, the QR codes whole (issue 22 item 20)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);

  // An order with impressions and die cuts (the widest tables) and the long values a workshop types.
  const order = await orderInDevelopment(call, { client: 'Litografía del Valle', reference: unique('Plegadizas '), quantity: 250_000 });
  const machine = await call<{ id: number }>('POST', '/machines', {
    machine: { name: unique('Heidelberg Speedmaster '), hour_cost: 30_000 },
  });
  const observation = 'Revisar registro de color con el cliente antes del tiraje completo';
  await impressionThroughApi(call, order.id, { machine_id: machine.id, observation, due_date: today(10) });
  for (const die of ['TQ-2291-A', 'TQ-2291-B']) {
    await call('POST', '/die_cuts', {
      die_cut: {
        production_order_id: order.id,
        type_of_cut: 'total_cut',
        subtype: 'Con hendido y desbarbado',
        die_cut: die,
        number_of_hits: 187_500,
        quantity: 250_000,
        machine_id: machine.id,
        observation,
        due_date: today(12),
      },
    });
  }

  // The view as Chromium prints it: print rules, the A4 content width. Its own print dialog is
  // noted instead of opened (a page being printed cannot be made a PDF): it opens once all is drawn.
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true');
  });
  await page.setViewportSize({ width: Math.floor(A4_CONTENT_PX), height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await page.goto(`/production_orders/${order.id}/print`);
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'true');
  for (const name of ['Impresiones', 'Troquelados']) await expect(page.getByRole('table', { name })).toBeVisible();
  await expect(page.locator('[data-ticket-qr] img')).toHaveCount(3);

  const tables = await page
    .locator('table')
    .evaluateAll((elements) =>
      elements.map((table) => ({ name: table.getAttribute('aria-label'), right: table.getBoundingClientRect().right })),
    );
  expect(tables.length).toBeGreaterThanOrEqual(3);
  for (const table of tables) expect(table.right, `${table.name} ends inside the printable width`).toBeLessThanOrEqual(A4_CONTENT_PX + 0.5);
  // Each QR keeps its 2.2 cm and lies wholly on the page.
  const codes = await page
    .locator('[data-ticket-qr] img')
    .evaluateAll((images) =>
      images.map((image) => ({ width: image.getBoundingClientRect().width, right: image.getBoundingClientRect().right })),
    );
  for (const code of codes) {
    expect(code.width).toBeCloseTo((22 * 96) / 25.4, 0);
    expect(code.right).toBeLessThanOrEqual(A4_CONTENT_PX);
  }

  // Chromium's own A4 PDF of it (kept with the run's output to look at).
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, path: test.info().outputPath('orden-a4.pdf') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Its pages are A4 portrait (595 × 842 points, give or take Chromium's rounding).
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
  expect(Number(box?.[1])).toBeCloseTo(595, -1);
  expect(Number(box?.[2])).toBeCloseTo(842, -1);
});
