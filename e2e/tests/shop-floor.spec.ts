import { expect, test, type Page } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, report, signedInApi, signIn, tablet, today, unique } from './fixtures';

/** `HH:MM:SS` as seconds. */
const seconds = (text: string | null) => {
  const [h, m, s] = (text ?? '').trim().split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

/** Money as the screens show it: `$ 1.234,5` (dot thousands, comma decimals, at least one decimal). */
function money(value: number) {
  const [whole, decimals = '0'] = String(Math.round(value * 1e6) / 1e6).split('.');
  return `$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}`;
}

/** An instant as the pickers' 12-hour clock shows it in Bogotá: `{ hours: '03', minutes: '07', amPm: 'PM' }`. */
function wallClock12h(instant: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Bogota',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { hours: part('hour'), minutes: part('minute'), amPm: part('dayPeriod').toUpperCase() as 'AM' | 'PM' };
}

const runningTimer = (page: Page) => page.getByRole('timer', { name: 'Tiempo en curso' });

test('two operators work an activity from their tablets on the server clock; the administrator corrects an interval and the labour cost follows', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two tablets working an activity, the administrator's interval editor and the costs: past 2 min on
  // a busy two-core machine.
  test.setTimeout(180_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);

  // Two operators and an order in development (set-up through the API). Names no other spec filters
  // on: the specs share one database.
  const one = await operatorThroughApi(call, { first: unique('Mireya'), last: 'Tablero', username: unique('lt'), hour_value: 12000 });
  const two = await operatorThroughApi(call, { first: unique('Ovidio'), last: 'Tablero', username: unique('pt'), hour_value: 18000 });
  const reference = unique('Plegadizas ');
  const order = await orderInDevelopment(call, {
    client: 'Chocolates La Sierra',
    reference,
    quantity: 500,
    unit_value: 900,
    delivery_day: today(15),
  });

  // The administrator adds a die cut and assigns both operators to it.
  await page.goto(`/production_orders/${order.id}/edit`);
  await page.getByRole('tab', { name: 'Acabados', exact: true }).click();
  await page.getByRole('tab', { name: 'Troquelados' }).click();
  await page.getByRole('button', { name: 'Agregar Troquelado' }).click();
  const form = page.getByRole('dialog', { name: 'Troquelado' });
  await form.getByLabel('Troquel', { exact: true }).fill('T-310');
  await form.getByLabel('Cantidad', { exact: true }).fill('500');
  await form.getByLabel('Fecha de entrega', { exact: true }).fill(today());
  await form.getByLabel('Trabajadores').click();
  await page.getByRole('option', { name: `${one.first} ${one.last}` }).click();
  await page.getByRole('option', { name: `${two.first} ${two.last}` }).click();
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad Troquelado ha sido creada.' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Troquelados de la orden de producción' }).getByRole('row').filter({ hasText: 'T-310' });
  const activityId = Number(await row.getAttribute('data-activity-id'));
  const title = `Troquelado N.º ${activityId}`;

  // Operator one, on a tablet in portrait: the activity is due today (warning colour); start it.
  const first = await tablet(browser, baseURL!, { width: 800, height: 1280 });
  await signIn(first, one.username, one.password);
  await expect(first).toHaveURL(/\/my_dashboard$/);
  const card = first.getByRole('article', { name: title });
  await expect(card).toHaveAttribute('data-due', 'today');
  await expect(card.getByRole('button', { name: 'Terminar' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Iniciar' }).click();
  await expect(first.getByRole('alert').filter({ hasText: 'La actividad ha sido iniciada.' })).toBeVisible();
  await expect(runningTimer(first)).toBeVisible();
  // Every control a finger needs is at least 48 px high.
  for (const name of ['Pausar', 'Terminar']) {
    const box = await first.getByRole('region', { name: 'Actividad en curso' }).getByRole('button', { name }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
  }

  // It counts; a reload keeps counting from the same start (the server's), it does not start over.
  await expect.poll(async () => seconds(await runningTimer(first).textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  const beforeReload = seconds(await runningTimer(first).textContent());
  const reloadedAt = Date.now();
  await first.reload();
  await expect(runningTimer(first)).toBeVisible();
  const afterReload = seconds(await runningTimer(first).textContent());
  expect(afterReload).toBeGreaterThanOrEqual(beforeReload);
  expect(afterReload).toBeLessThanOrEqual(beforeReload + Math.ceil((Date.now() - reloadedAt) / 1000) + 2);

  // Pause with a quantity, continue, finish.
  await report(first, 'Pausar', '120');
  await expect(first.getByRole('alert').filter({ hasText: 'La actividad ha sido pausada.' })).toBeVisible();
  await first.getByRole('article', { name: title }).getByRole('button', { name: 'Continuar' }).click();
  await expect(runningTimer(first)).toBeVisible();
  await expect(first.getByRole('table', { name: 'Mis intervalos en esta actividad' }).getByRole('row')).toHaveCount(4); // header, 2, total
  await report(first, 'Terminar', '80');
  await expect(first.getByRole('alert').filter({ hasText: 'Su trabajo en la actividad ha sido terminado.' })).toBeVisible();
  await expect(first.getByRole('article', { name: title })).toHaveCount(0);

  // Operator two, on a tablet in landscape: start, then finish.
  const second = await tablet(browser, baseURL!, { width: 1280, height: 800 });
  await signIn(second, two.username, two.password);
  await second.getByRole('article', { name: title }).getByRole('button', { name: 'Iniciar' }).click();
  await expect(runningTimer(second)).toBeVisible();
  await expect.poll(async () => seconds(await runningTimer(second).textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await report(second, 'Terminar', '300');
  await expect(second.getByRole('alert').filter({ hasText: 'Su trabajo en la actividad ha sido terminado.' })).toBeVisible();

  // The administrator sees the activity finished with both workers' intervals.
  await page.goto(`/production_orders/${order.id}`);
  const activityCard = page.getByRole('article', { name: title });
  await expect(activityCard).toContainText('Terminada');
  await expect(activityCard).toContainText(`${one.first} ${one.last} (200 producidas, Terminada)`);
  await expect(activityCard).toContainText(`${two.first} ${two.last} (300 producidas, Terminada)`);
  await activityCard.getByRole('button', { name: 'Intervalos' }).click();
  const editor = page.getByRole('dialog', { name: `Intervalos · ${title}` });
  await expect(editor.getByRole('table', { name: `Intervalos de ${one.first} ${one.last}` }).locator('tbody tr')).toHaveCount(2);
  await editor.getByLabel('Trabajador').selectOption({ label: `${two.first} ${two.last}` });
  const twoIntervals = editor.getByRole('table', { name: `Intervalos de ${two.first} ${two.last}` });
  await expect(twoIntervals.locator('tbody tr')).toHaveCount(1);
  await expect(twoIntervals.locator('tbody tr')).toContainText('Sin cambios manuales');

  // It edits operator two's interval: it started at the minute the die cut was entered (no interval
  // may start before its activity was created).
  const entered = wallClock12h((await call<{ created_at: string }>('GET', `/die_cuts/${activityId}`)).created_at);
  await twoIntervals.getByRole('button', { name: /^Editar intervalo / }).click();
  const edit = editor.getByRole('form', { name: /^Editar el intervalo/ });
  await expect(edit).toContainText(/como máximo \d+ horas/);
  await edit.getByRole('button', { name: /Inicio/ }).click();
  await page.getByRole('spinbutton', { name: 'Horas' }).fill(entered.hours);
  await page.getByRole('spinbutton', { name: 'Minutos' }).fill(entered.minutes);
  await page.getByRole('combobox', { name: 'AM / PM' }).selectOption(entered.amPm);
  await page.getByRole('button', { name: 'Listo' }).click();
  await expect(edit.getByRole('button', { name: /Inicio/ })).toContainText(`${entered.hours}:${entered.minutes} ${entered.amPm}`);
  await edit.getByRole('button', { name: 'Actualizar' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: 'El intervalo ha sido actualizado.' })).toBeVisible();
  await expect(twoIntervals.locator('tbody tr')).toContainText('Administrador');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);

  // The order's labour cost is the sum of the interval values, on the server and on screen.
  const workers = await call<{ users_in_the_activity: { activity_user_id: number }[] }>(
    'GET',
    `/activity_users/DieCut/${activityId}/users`,
  );
  const values: number[] = [];
  for (const worker of workers.users_in_the_activity) {
    const intervals = await call<{ value: number; end_time: string | null }[]>(
      'GET',
      `/activity_users/${worker.activity_user_id}/intervals`,
    );
    expect(intervals.every((interval) => interval.end_time !== null)).toBe(true);
    values.push(...intervals.map((interval) => interval.value));
  }
  expect(values).toHaveLength(3);
  const total = Math.round(values.reduce((sum, value) => sum + value, 0) * 1e6) / 1e6;
  const stored = await call<{ labor_cost: number }>('GET', `/production_orders/${order.id}`);
  expect(stored.labor_cost).toBeCloseTo(total, 6);
  await page.reload();
  await expect(page.locator('[data-field="labor_cost"]')).toContainText(money(stored.labor_cost));
});
