import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

/** Picks `option` in the select labelled `label` (a native select: a tablet opens its own picker). */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption({ label: option });
}

/** Types hours, minutes and seconds into the time input labelled `label`. */
async function typeTime(scope: Locator, label: string, [hours, minutes, seconds]: [string, string, string]) {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Horas' }).fill(hours);
  await group.getByRole('spinbutton', { name: 'Minutos' }).fill(minutes);
  await group.getByRole('spinbutton', { name: 'Segundos' }).fill(seconds);
}

test('a die-cut rule fills an activity’s times; both labour reports show the shop floor’s work and the consolidated one exports to Excel', async ({
  page,
  browser,
  baseURL,
}) => {
  // A rule, an activity, a tablet's start and pause, two reports and an export: past 2 min on a busy
  // two-core machine.
  test.setTimeout(180_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);

  // An operator and an order in development (set-up through the API).
  const operator = await operatorThroughApi(call, {
    first: unique('Reinaldo'),
    last: 'Reporte',
    username: unique('rr'),
    password: 'operario-123',
    gender: 'M',
    hour_value: 15000,
  });
  const reference = unique('Cajas troqueladas ');
  const order = await orderInDevelopment(call, { client: 'Dulces del Valle', reference, quantity: 1000, unit_value: 500 });

  // The rule: die cuts with this die and at least 1000 hits take 10 minutes to set up and 3 s a unit.
  const die = unique('TR-');
  const ruleName = unique('Troquel grande ');
  await page.goto('/settings/time_estimation_rules');
  await page
    .getByRole('link', { name: 'Agregar' })
    .or(page.getByRole('button', { name: 'Agregar' }))
    .first()
    .click();
  const ruleForm = page.getByRole('form', { name: 'Nueva regla de estimación de tiempo' });
  await ruleForm.getByLabel('Nombre', { exact: true }).fill(ruleName);
  await choose(ruleForm, 'Actividad', 'Troquelado');
  const first = ruleForm.getByRole('group', { name: 'Condición 1' });
  await choose(first, 'Campo', 'Troquel');
  await choose(first, 'Comparador', '== (Igual a)');
  await first.getByRole('textbox', { name: /^Valor/ }).fill(die);
  await ruleForm.getByRole('button', { name: 'Agregar condición' }).click();
  const second = ruleForm.getByRole('group', { name: 'Condición 2' });
  await choose(second, 'Campo', 'Número de golpes');
  await choose(second, 'Comparador', '>= (Mayor o igual que)');
  await second.getByRole('textbox', { name: /^Valor/ }).fill('1000');
  await typeTime(ruleForm, 'Tiempo antes de producción', ['0', '10', '0']);
  await typeTime(ruleForm, 'Tiempo estimado de producción (por unidad)', ['0', '0', '3']);
  await ruleForm.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La regla ha sido creada.' })).toBeVisible();

  // A die cut whose fields match: the form fills both times from the rule and names it.
  await page.goto(`/production_orders/${order.id}/edit`);
  await page.getByRole('tab', { name: 'Acabados', exact: true }).click();
  await page.getByRole('tab', { name: 'Troquelados' }).click();
  await page.getByRole('button', { name: 'Agregar Troquelado' }).click();
  const form = page.getByRole('dialog', { name: 'Troquelado' });
  await form.getByLabel('Troquel', { exact: true }).fill(die);
  await form.getByLabel('Número de golpes', { exact: true }).fill('1500');
  await form.getByLabel('Cantidad', { exact: true }).fill('200');
  await expect(form).toContainText(`Tiempos según la regla «${ruleName}»`);
  const setUp = form.getByRole('group', { name: 'Tiempo antes de producción' });
  await expect(setUp.getByRole('spinbutton', { name: 'Minutos' })).toHaveValue(/^0?10$/);
  const perUnit = form.getByRole('group', { name: 'Tiempo estimado de producción (por unidad)' });
  await expect(perUnit.getByRole('spinbutton', { name: 'Segundos' })).toHaveValue(/^0?3$/);
  await form.getByLabel('Trabajadores').click();
  await page.getByRole('option', { name: `${operator.first} ${operator.last}` }).click();
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La actividad Troquelado ha sido creada.' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Troquelados de la orden de producción' }).getByRole('row').filter({ hasText: die });
  // 10 min + 200 × 3 s = 20 minutes estimated.
  await expect(row).toContainText('00:20:00');
  const activityId = Number(await row.getAttribute('data-activity-id'));

  // The operator works on it from the shop floor: starts, then pauses with 120 produced.
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
  const card = tablet.getByRole('article', { name: `Troquelado N.º ${activityId}` });
  await card.getByRole('button', { name: 'Iniciar' }).click();
  await expect(tablet.getByRole('alert').filter({ hasText: 'La actividad ha sido iniciada.' })).toBeVisible();
  await tablet.getByRole('region', { name: 'Actividad en curso' }).getByRole('button', { name: 'Pausar' }).click();
  const prompt = tablet.getByRole('dialog', { name: /^Pausar / });
  await prompt.getByLabel('Cantidad producida').fill('120');
  await prompt.getByRole('button', { name: 'Pausar' }).click();
  await expect(tablet.getByRole('alert').filter({ hasText: 'La actividad ha sido pausada.' })).toBeVisible();
  await tablet.context().close();

  // The operator report for today, opened by its URL: the operator's panel has the interval.
  await page.goto(`/activities/${operator.id}/${today()}/${today()}`);
  const panelTable = page.getByRole('table', { name: `Actividades de ${operator.first} ${operator.last}` });
  const reported = panelTable.getByRole('row').filter({ hasText: reference });
  await expect(reported).toHaveCount(1);
  await expect(reported).toContainText('Troquelado');
  await expect(reported).toContainText('Pausada');
  await expect(reported).toContainText('00:20:00'); // the estimate the rule gave

  // The consolidated report for today: the same work, one row on the server's first page, counted in
  // the totals; "Excel" downloads the server's spreadsheet of the whole range, "CSV" the same rows in
  // the workshop's convention (; between fields).
  await page.goto(`/consolidated_activities/${today()}/${today()}`);
  const consolidated = page.getByRole('table', { name: 'Actividades consolidadas' });
  const line = consolidated.getByRole('row').filter({ hasText: reference });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${operator.first} ${operator.last}`);
  await expect(line).toContainText(String(order.id));
  const count = page.getByRole('group', { name: 'Actividades', exact: true }).locator('[data-total="count"]');
  expect(Number(await count.textContent())).toBeGreaterThanOrEqual(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`actividades-consolidadas-${today()}-${today()}.xlsx`);
  // A zip (the .xlsx container) with something in it; its rows are checked by the server's tests.
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`actividades-consolidadas-${today()}-${today()}.csv`);
  const text = (await readFile((await csv.path())!)).toString('utf8');
  expect(text.split('\r\n')[0]).toContain(';');
  expect(text).toContain(reference.slice(0, 20));
});
