import { expect, test } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

/** The promise: every open board shows a change within two seconds, without a reload. */
const LIVE = { timeout: 2_000 };

test('the live board follows an operator’s start and pause within two seconds, without a reload', async ({ page, browser, baseURL }) => {
  // The board and a tablet side by side, a start and a pause: 80 s on a busy two-core machine.
  test.setTimeout(120_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);

  const operator = await operatorThroughApi(call, {
    first: unique('Wilmer'),
    last: 'Tablero',
    username: unique('wt'),
    password: 'operario-123',
    gender: 'M',
    hour_value: 16000,
  });
  const reference = unique('Bolsas ');
  const order = await orderInDevelopment(call, { client: 'Panadería El Trigal', reference, quantity: 800, unit_value: 300 });
  const activity = await call<{ id: number }>('POST', '/die_cuts', {
    die_cut: { production_order_id: order.id, die_cut: unique('LB-'), quantity: 800, due_date: today(), users: [operator.id] },
  });

  // The board is open on the administrator's screen, narrowed to the order by its reference, which
  // no other spec's order holds (its number alone would also match references holding those digits);
  // the URL keeps the filter. Its page loads are counted from here on.
  await page.goto(`/shop_floor?${new URLSearchParams({ order: reference }).toString()}`);
  // A die cut without a machine sits in its type's lane, pending: a count, not a card.
  const lane = page.getByRole('region', { name: 'Troquelado', exact: true });
  const card = `Troquelado N.º ${activity.id} · ${operator.first} ${operator.last}`;
  await expect(lane.getByRole('button', { name: '1 pendiente' })).toBeVisible();
  await expect(lane.getByRole('article', { name: card })).toHaveCount(0);
  let loads = 0;
  page.on('load', () => (loads += 1));

  // The operator starts on a tablet: the board shows the work running, its time ticking.
  const tablet = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      hasTouch: true,
      locale: 'es-CO',
      timezoneId: 'America/Bogota',
    })
  ).newPage();
  await signIn(tablet, operator.username, operator.password);
  const started = tablet.waitForResponse((response) => response.url().endsWith('/intervals/start') && response.ok());
  await tablet
    .getByRole('article', { name: `Troquelado N.º ${activity.id}` })
    .getByRole('button', { name: 'Iniciar' })
    .click();
  await started;
  const live = lane.getByRole('article', { name: card });
  await expect(live).toBeVisible(LIVE);
  await expect(live).toContainText(`Orden N.º ${order.id} · ${reference}`);
  await expect(live.getByRole('timer')).toBeVisible();

  // The operator pauses: the board folds the work into the lane's paused count.
  await tablet.getByRole('region', { name: 'Actividad en curso' }).getByRole('button', { name: 'Pausar' }).click();
  const prompt = tablet.getByRole('dialog', { name: /^Pausar / });
  await prompt.getByLabel('Cantidad producida').fill('100');
  const pausedResponse = tablet.waitForResponse((response) => response.url().endsWith('/pause') && response.ok());
  await prompt.getByRole('button', { name: 'Pausar' }).click();
  await pausedResponse;
  await expect(lane.getByRole('button', { name: '1 en pausa' })).toBeVisible(LIVE);
  await expect(lane.getByRole('article', { name: card })).toHaveCount(0);
  expect(loads, 'the board was never reloaded').toBe(0);
  await tablet.context().close();
});
