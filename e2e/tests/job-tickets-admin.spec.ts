import { expect, test } from '@playwright/test';
import { ADMIN, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

test('an administrator opening a ticket’s QR lands on the activity in its order, its row marked and in view (issue 22 item 14)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);

  // An order in development with a dozen die cuts: the ticket's is the tenth.
  const order = await orderInDevelopment(call, { client: 'Litografía del Valle', reference: unique('Plegadizas '), quantity: 500 });
  const dieCuts: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    const created = await call<{ id: number }>('POST', '/die_cuts', {
      die_cut: { production_order_id: order.id, die_cut: unique('TQ-'), quantity: 100 + index, due_date: today(), users: [] },
    });
    dieCuts.push(created.id);
  }
  const ticket = dieCuts[9]!;

  // The QR holds /work/{id}: the edit screen opens on Acabados › Troquelados with that row marked.
  await page.goto(`/work/${ticket}`);
  await expect(page).toHaveURL(new RegExp(`/production_orders/${order.id}/edit\\?tab=finisheds&type=die_cut&activity=${ticket}$`));
  await expect(page.getByRole('tab', { name: 'Acabados', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Troquelados', exact: true })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Troquelados de la orden de producción' });
  const row = table.locator(`tr[data-activity-id="${ticket}"]`);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toBeInViewport();
  await expect(table.locator('tr[data-highlighted="true"]')).toHaveCount(1);
  // Marked at a glance: its background is not the table's.
  const background = await row
    .locator('td')
    .first()
    .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  const plain = await table
    .locator(`tr[data-activity-id="${dieCuts[0]}"] td`)
    .first()
    .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  expect(background).not.toBe(plain);

  // An id that is no activity says so on the screen instead of going Home silently.
  await page.goto('/work/987654321');
  await expect(page.getByRole('region', { name: 'La actividad N.º 987654321 no existe' })).toBeVisible();
});
