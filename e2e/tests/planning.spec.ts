import { expect, test } from '@playwright/test';
import {
  ADMIN,
  impressionThroughApi,
  operatorThroughApi,
  orderInDevelopment,
  signIn,
  signOut,
  signedInApi,
  today,
  unique,
} from './fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

const HOUR = 3600;

/**
 * Programación (issue 25): three impressions on one machine laid end to end, the last one late;
 * dragged to the front it turns on time, and the operator's "Mis actividades" follows the plan.
 * Two of 24 working hours (six working days, eight days or more) before one of 1 hour due in six
 * days: late wherever today falls; first, it ends within the next working days, so it is on time.
 */
test('an administrator drags the late activity to the front; the operator’s list follows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const api = await signedInApi(page);
  const machine = await api<{ id: number; name: string }>('POST', '/machines', {
    machine: { name: unique('Prensa plan '), hour_cost: 1000 },
  });
  const operator = await operatorThroughApi(api);
  const impression = async (hours: number, delivery: string, users: number[]) => {
    const order = await orderInDevelopment(api, { reference: unique('Plan '), delivery_day: delivery });
    const { id } = await impressionThroughApi(api, order.id, {
      machine_id: machine.id,
      time_before_production: hours * HOUR,
      estimated_production_time: 0,
      users,
    });
    return { id, order: order.id };
  };
  const a = await impression(24, today(60), [operator.id]);
  const b = await impression(24, today(60), []);
  const c = await impression(1, today(6), [operator.id]);
  // Laid out as someone planned them before: A, B, then C.
  const token = await page.evaluate(() => localStorage.getItem('tintero.jwt'));
  for (const [position, { id }] of [a, b, c].entries()) {
    const response = await page.request.put(`/v1/planning/items/impression/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { plan: { lane: `m${machine.id}`, position } },
    });
    expect(response.status()).toBe(204);
  }

  await page.goto('/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Programación' })).toBeVisible();
  const lane = page.locator(`[data-lane-track="m${machine.id}"]`);
  const bar = (activity: { id: number }) => lane.locator(`[data-plan-item="impression:${activity.id}"]`);
  await expect(bar(c)).toHaveAttribute('data-risk', 'late');
  await expect(bar(a)).toHaveAttribute('data-risk', 'on_time');
  // End to end: each bar starts where the one before ends (two weeks of working days in view).
  const [boxA, boxB, boxC] = [(await bar(a).boundingBox())!, (await bar(b).boundingBox())!, (await bar(c).boundingBox())!];
  expect(Math.abs(boxA.x + boxA.width - boxB.x)).toBeLessThan(2);
  expect(Math.abs(boxB.x + boxB.width - boxC.x)).toBeLessThan(2);

  // Drag the last bar to the front of the lane.
  await page.mouse.move(boxC.x + boxC.width / 2, boxC.y + boxC.height / 2);
  await page.mouse.down();
  await page.mouse.move(boxC.x - 40, boxC.y + boxC.height / 2, { steps: 5 });
  await page.mouse.move(boxA.x + 2, boxA.y + boxA.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(bar(c)).toHaveAttribute('data-risk', 'on_time');
  await expect(page.getByRole('alert').filter({ hasText: 'La programación ha sido actualizada.' })).toBeVisible();
  await expect(bar(a)).toHaveAttribute('data-risk', 'on_time');
  expect((await bar(c).boundingBox())!.x).toBeLessThan((await bar(a).boundingBox())!.x);

  // The operator's list follows the plan: C, then A.
  await signOut(page);
  await signIn(page, operator.username, operator.password);
  await expect(page).toHaveURL(/\/my_dashboard$/);
  const cards = page.getByRole('region', { name: 'Mis actividades' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAccessibleName(`Impresión N.º ${c.id}`);
  await expect(cards.nth(1)).toHaveAccessibleName(`Impresión N.º ${a.id}`);
});
