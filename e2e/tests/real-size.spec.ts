import { expect, test } from '@playwright/test';
import { ADMIN, expectSeededWorkshop, operatorThroughApi, orderInDevelopment, signedInApi, signIn } from './fixtures';

/**
 * Issue 22 items 5 and 9 at the sizes people use: the office's 1366×768 and an upright tablet's
 * 800×1280. The first tap in an activity dialog lands where it was aimed (no field complains and
 * shifts the form before anyone tried to save), and an operator disabled while on their dashboard
 * is signed out at once by the live stream, with no tap.
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 800, height: 1280 },
];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} the first tap in an activity dialog lands; nothing says "requerido" before saving`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN.username, ADMIN.password);
    const order = await orderInDevelopment(await signedInApi(page), { reference: 'Plegadiza para el primer toque' });
    await page.goto(`/production_orders/${order.id}/edit`);
    await page.getByRole('tab', { name: 'Acabados', exact: true }).click();
    await page.getByRole('tab', { name: 'Plastificados' }).click();
    await page.getByRole('button', { name: 'Agregar Plastificado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plastificado' });
    const thirdParty = dialog.getByRole('checkbox', { name: 'Hecha por un tercero' });
    // Measured once the dialog has finished sliding in (its CSS transition), not on the way.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const before = await thirdParty.boundingBox();

    // The dialog focuses its first field; the first tap leaves it for the checkbox.
    await thirdParty.click();
    await expect(thirdParty).toBeChecked();
    expect(await thirdParty.boundingBox(), 'the form did not move under the pointer').toEqual(before);
    await expect(dialog.getByText('Este campo es requerido.')).toHaveCount(0);

    // Trying to save is what shows what is missing.
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog.getByText('Este campo es requerido.').first()).toBeVisible();
  });

  test(`at ${viewport.width}×${viewport.height} an operator disabled while on their dashboard is signed out without a tap`, async ({
    browser,
    page,
  }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    const api = await signedInApi(page);
    await expectSeededWorkshop(api);
    const operator = await operatorThroughApi(api);

    const tablet = await (await browser.newContext({ viewport })).newPage();
    await signIn(tablet, operator.username, operator.password);
    await expect(tablet.getByRole('heading', { name: 'Mi tablero' })).toBeVisible();

    await api('PUT', `/users/${operator.id}`, { user: { enabled: false } });
    await expect(tablet).toHaveURL(/\/sign_in/);
    await expect(tablet.getByText('Su sesión ha terminado. Inicie sesión de nuevo.')).toBeVisible();
  });
}
