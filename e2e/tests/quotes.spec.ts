import { expect, test, type Page } from '@playwright/test';
import { ADMIN, operatorThroughApi, report, signedInApi, signIn, signOut, tablet, today, unique, type Api } from './fixtures';

/**
 * Issue 24: a seller quotes a job with two options (1 000 and 5 000 units) whose impression and die
 * cut take their times from the rules, prints it and marks it accepted; an administrator converts it;
 * an operator works the order; the order shows what was quoted against what it cost.
 */

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  // The print view prints by itself: count the calls instead of opening the dialog.
  await page.context().addInitScript(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });
});

interface Activity {
  id: number;
  users: { id: number; activity_user_id: number }[];
}

/** What the administrator prepares through the API: a seller, a press, the two rules, the hour rate and an operator. */
async function workshop(call: Api) {
  const password = 'vendedora-123';
  const sellerName = unique('vend');
  await call('POST', '/users', {
    user: {
      identification_number: unique('').slice(0, 12),
      first_name: 'Valeria',
      last_name: 'Ventas',
      gender: 'F',
      role: 'seller',
      hour_value: 0,
      username: sellerName,
      password,
      password_confirmation: password,
    },
  });
  const press = await call<{ id: number; name: string }>('POST', '/machines', { machine: { name: unique('Prensa '), hour_cost: 36000 } });
  const size = unique('S').slice(0, 20);
  const die = unique('T').slice(0, 30);
  const rule = (activity: string, field: string, value: string, before: number, perUnit: number) =>
    call<{ id: number }>('POST', '/time_estimation_rules', {
      time_estimation_rule: {
        name: unique('Regla '),
        activity,
        time_before_production: before,
        estimated_production_time: perUnit,
        conditions: [{ field, comparator: '==', value }],
      },
    });
  const impressionRule = await rule('impression', 'size', size, 900, 1);
  const dieCutRule = await rule('die_cut', 'die_cut', die, 1200, 2);
  await call('PUT', '/settings', {
    setting: { workshop_name: 'Litografía Tintero E2E', standard_hour_rate: 18000, quote_valid_days: 15, quote_terms: 'Pago a 30 días.' },
  });
  const operator = await operatorThroughApi(call, { last: 'Cotizada', hour_value: 12000 });
  return { seller: { username: sellerName, password }, press, size, die, impressionRule, dieCutRule, operator };
}

/** Adds a planned activity of `type` to the option shown, through the order's activity form. */
async function addActivity(page: Page, type: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const option = page.getByRole('tabpanel');
  await option.getByLabel('Tipo de actividad').selectOption({ label: type });
  await option.getByRole('button', { name: 'Agregar actividad' }).click();
  const dialog = page.getByRole('dialog', { name: type });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a seller quotes two quantities, an administrator converts the accepted one, an operator works it from a tablet, and the order shows quoted vs actual', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);
  const setup = await workshop(call);
  await signOut(page);

  // The seller: Home, Cotizaciones, Mi cuenta.
  await signIn(page, setup.seller.username, setup.seller.password);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Cotizaciones']);
  await nav.getByRole('link', { name: 'Cotizaciones' }).click();
  await page.getByRole('link', { name: 'Nueva cotización' }).click();
  const client = unique('Cajas del Valle ');
  await page.getByRole('combobox', { name: /Cliente/ }).fill(client);
  await page.getByLabel('Referencia').fill('Caja plegadiza 12 × 8');
  await page.getByLabel('Fecha de entrega').fill(today(20));
  await page.getByLabel('Cantidad').fill('1000');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('heading', { name: /^Cotización N.º \d+$/ })).toBeVisible();
  const quoteUrl = page.url();

  // Option 1: an impression and a die cut, their times from the rules, explained.
  await addActivity(page, 'Impresión', async (dialog) => {
    await dialog.getByLabel('Tamaño', { exact: true }).fill(setup.size);
    await dialog.getByLabel('Número de tintas').fill('4');
    await dialog.getByLabel('Pliegos buenos').fill('500');
    await dialog.getByLabel('Sobrantes').fill('20');
    await dialog.getByLabel('Imposición').fill('8 tiros');
    await dialog.getByLabel('Máquina').selectOption({ label: setup.press.name });
    await expect(dialog.getByText(/Tiempos según la regla/)).toBeVisible();
  });
  await addActivity(page, 'Troquelado', async (dialog) => {
    await dialog.getByLabel('Troquel', { exact: true }).fill(setup.die);
    await dialog.getByLabel('Cantidad', { exact: true }).fill('1000');
    await expect(dialog.getByText(/Tiempos según la regla/)).toBeVisible();
  });
  const planned = page.getByRole('tabpanel');
  await expect(planned.getByText(`Regla N.º ${setup.impressionRule.id}: 15 min + 1 s por golpe`)).toBeVisible();
  await expect(planned.getByText(`Regla N.º ${setup.dieCutRule.id}: 20 min + 2 s por golpe`)).toBeVisible();
  const costs = planned.getByRole('group', { name: 'Costos y precio' });
  await expect(costs.getByLabel('Mano de obra')).not.toHaveText('$ 0,0');
  const markup = planned.getByLabel('Margen sobre el costo (%)');
  await markup.fill('30');
  await markup.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'La opción fue actualizada.' })).toBeVisible();
  const price1 = await costs.getByLabel('Precio', { exact: true }).textContent();

  // Option 2: a copy in one tap, then 5 000 units.
  await page.getByRole('button', { name: 'Copiar opción' }).click();
  await expect(page.getByRole('tab', { name: /Opción 2/, selected: true })).toBeVisible();
  const quantity = page.getByRole('tabpanel').getByRole('spinbutton', { name: 'Cantidad' });
  await quantity.fill('5000');
  await quantity.blur();
  await expect(page.getByRole('tab', { name: 'Opción 2 · 5.000 u.' })).toBeVisible();
  // The work planned follows the quantity where the seller says so: 5 000 die cuts, estimated again by the rule.
  const option2 = page.getByRole('tabpanel');
  await option2.getByRole('button', { name: 'Editar Troquelado' }).click();
  const dieCutDialog = page.getByRole('dialog', { name: 'Troquelado' });
  await dieCutDialog.getByLabel('Cantidad', { exact: true }).fill('5000');
  await dieCutDialog.getByRole('button', { name: 'Actualizar' }).click();
  await expect(dieCutDialog).toHaveCount(0);
  await expect(option2.getByRole('group', { name: 'Costos y precio' }).getByLabel('Precio', { exact: true })).not.toHaveText(price1!);
  await page.screenshot({ path: test.info().outputPath('quote-options.png'), fullPage: true });

  // The client's copy: no costs.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Imprimir' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Litografía Tintero E2E' })).toBeVisible();
  const options = popup.getByRole('table', { name: 'Opciones' });
  await expect(options.getByRole('row')).toHaveCount(3);
  await expect(options).toContainText('5.000');
  await expect(popup.getByText('Costo total')).toHaveCount(0);
  await expect(popup.getByText('Pago a 30 días.')).toBeVisible();
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await popup.screenshot({ path: test.info().outputPath('quote-print.png') });
  await popup.close();

  // Sent, then accepted with the 5 000 units.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La cotización quedó enviada.' })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar aceptada' }).click();
  const accept = page.getByRole('dialog', { name: 'Marcar aceptada' });
  await accept.getByRole('radio', { name: /Opción 2: 5.000 u./ }).check();
  await accept.getByRole('button', { name: 'Marcar aceptada' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La cotización quedó aceptada.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('quote-accepted.png'), fullPage: true });
  await expect(page.getByRole('button', { name: 'Crear orden' })).toHaveCount(0);
  await signOut(page);

  // The administrator: Home's queue, then "Crear orden".
  await signIn(page, ADMIN.username, ADMIN.password);
  const queue = page.getByRole('region', { name: 'Cotizaciones aceptadas por convertir' });
  await expect(queue).toContainText(client);
  await page.goto(quoteUrl);
  await page.getByRole('button', { name: 'Crear orden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Crear orden' }).click();
  await expect(page).toHaveURL(/\/production_orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // The order goes into development with an operator on its die cut (the administrator's set-up,
  // through the API); the operator works it from a tablet beside the die cutter.
  const admin = await signedInApi(page);
  await admin('PUT', `/production_orders/${orderId}`, { production_order: { status: 'developing' } });
  const activities = await admin<Record<string, (Activity & Record<string, unknown>)[]>>('GET', `/production_orders/${orderId}/activities`);
  expect(activities.impressions).toHaveLength(1);
  const dieCut = activities.die_cuts![0]!;
  const { users: _users, ...dieCutFields } = dieCut;
  await admin<Activity>('PUT', `/die_cuts/${dieCut.id}`, { die_cut: { ...dieCutFields, users: [setup.operator.id] } });
  const shopFloor = await tablet(browser, baseURL!, { width: 800, height: 1280 });
  await signIn(shopFloor, setup.operator.username, setup.operator.password);
  await expect(shopFloor).toHaveURL(/\/my_dashboard$/);
  await shopFloor
    .getByRole('article', { name: `Troquelado N.º ${dieCut.id}` })
    .getByRole('button', { name: 'Iniciar' })
    .click();
  await expect(shopFloor.getByRole('alert').filter({ hasText: 'La actividad ha sido iniciada.' })).toBeVisible();
  await report(shopFloor, 'Terminar', '5000');
  await expect(shopFloor.getByRole('region', { name: 'Actividad en curso' })).toHaveCount(0);
  await shopFloor.context().close();

  // Quoted vs actual on the order, linked to its quote both ways.
  await page.reload();
  const comparison = page.getByRole('region', { name: 'Cotizado vs real' });
  await expect(comparison.getByRole('rowheader', { name: 'Mano de obra' })).toBeVisible();
  // The operator's minutes are the order's actual labour: quoted, then what it cost.
  const labour = comparison
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Mano de obra' }) })
    .getByRole('cell');
  await expect(labour.nth(1)).not.toHaveText('$ 0,0');
  await expect(comparison.getByRole('rowheader', { name: 'Margen' })).toBeVisible();
  await expect(comparison.getByTestId('margin-percent')).toContainText('Margen cotizado');
  await page.screenshot({ path: test.info().outputPath('order-comparison.png'), fullPage: true });
  await comparison.getByRole('link', { name: /Ver la cotización/ }).click();
  await expect(page.getByRole('link', { name: `Ver la orden N.º ${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar opción' })).toHaveCount(0);
});
