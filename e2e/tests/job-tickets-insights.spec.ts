import { expect, test } from '@playwright/test';
import { ADMIN, operatorThroughApi, orderInDevelopment, signedInApi, signIn, today, unique } from './fixtures';

test('a printed ticket’s QR opens the activity on the operator’s tablet, ready to start; Home charts the month’s work', async ({
  page,
  browser,
  baseURL,
}) => {
  // The print view, a tablet signing in through the QR's address, and Home's charts: past 2 min on a
  // busy two-core machine.
  test.setTimeout(150_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const call = await signedInApi(page);

  // An operator, an order in development and a die cut assigned to the operator (set-up through the API).
  const operator = await operatorThroughApi(call, { first: unique('Tatiana'), last: 'Tiquete', username: unique('tt'), hour_value: 20000 });
  const reference = unique('Etiquetas ');
  const order = await orderInDevelopment(call, { client: 'Café de la Montaña', reference, quantity: 300, unit_value: 700 });
  const activity = await call<{ id: number }>('POST', '/die_cuts', {
    die_cut: { production_order_id: order.id, die_cut: unique('TK-'), quantity: 300, due_date: today(), users: [operator.id] },
  });

  // The print view carries the activity's QR code, which holds the URL of the activity's work.
  await page.goto(`/production_orders/${order.id}/print`);
  const qr = page.getByRole('img', { name: `Código QR de la actividad N.º ${activity.id}` });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  // The operator's tablet opens that URL (what the camera app does with the code) before signing
  // in: after signing in it lands on My dashboard with the activity picked out and ready to start.
  const tablet = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 800, height: 1280 },
      hasTouch: true,
      locale: 'es-CO',
      timezoneId: 'America/Bogota',
    })
  ).newPage();
  await tablet.goto(`/work/${activity.id}`);
  await expect(tablet).toHaveURL(/\/sign_in/);
  await tablet.getByLabel('Usuario', { exact: true }).fill(operator.username);
  await tablet.getByLabel('Contraseña', { exact: true }).fill(operator.password);
  await tablet.getByRole('button', { name: 'Ingresar' }).click();
  await expect(tablet).toHaveURL(new RegExp(`/my_dashboard\\?activity=${activity.id}$`));
  const card = tablet.getByRole('article', { name: `Troquelado N.º ${activity.id}` });
  await expect(card).toContainText('Actividad de la orden escaneada');
  const start = card.getByRole('button', { name: 'Iniciar' });
  await expect(start).toBeFocused();
  await start.click();
  await expect(tablet.getByRole('alert').filter({ hasText: 'La actividad ha sido iniciada.' })).toBeVisible();
  await tablet.getByRole('region', { name: 'Actividad en curso' }).getByRole('button', { name: 'Pausar' }).click();
  const prompt = tablet.getByRole('dialog', { name: /^Pausar / });
  await prompt.getByLabel('Cantidad producida').fill('50');
  await prompt.getByRole('button', { name: 'Pausar' }).click();
  await expect(tablet.getByRole('alert').filter({ hasText: 'La actividad ha sido pausada.' })).toBeVisible();

  // A ticket of work that is not the operator's says so plainly.
  const other = await call<{ id: number }>('POST', '/die_cuts', {
    die_cut: { production_order_id: order.id, die_cut: unique('TK-'), quantity: 10, due_date: today(), users: [] },
  });
  await tablet.goto(`/work/${other.id}`);
  await expect(tablet.getByRole('alert').filter({ hasText: String(other.id) })).toContainText('no está asignada a usted');
  await tablet.context().close();

  // The administrators' Home charts this month: the operator's hours are among them.
  await page.goto('/');
  const hours = page.getByRole('figure', { name: 'Horas por operario' });
  await expect(hours).toBeVisible();
  await expect(hours.getByRole('img', { name: 'Horas registradas por operario en el mes' })).toBeVisible();
  await expect(hours).toContainText(new RegExp(`${operator.first}\\s*${operator.last}`)); // the axis may break the name over two lines
  await expect(page.getByRole('figure', { name: 'Órdenes terminadas' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Tiempo estimado y real por tipo de actividad' })).toBeVisible();
});
