import { expect, test, type Browser } from '@playwright/test';
import { ADMIN, operatorThroughApi, signedInApi, signIn, unique } from './fixtures';

/** A device: its own browser context (its own localStorage), signed in as `username`. */
async function deviceSignedIn(browser: Browser, username: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, password);
  return page;
}

test('ending every session on one tablet signs the others out; an administrator ends someone else’s', async ({ browser }) => {
  // Four devices signing in, one of them twice: past 60 s on a busy two-core machine.
  test.setTimeout(120_000);
  const admin = await deviceSignedIn(browser, ADMIN.username, ADMIN.password);
  const api = await signedInApi(admin);
  const { username, password, ...operator } = await operatorThroughApi(api, {
    first: 'Sara',
    last: 'Sesiones',
    username: unique('ses'),
    id_type: 'Cédula de Ciudadanía',
  });

  // Signed in on two tablets; from the first, every session ends.
  const tablet = await deviceSignedIn(browser, username, password);
  const other = await deviceSignedIn(browser, username, password);
  await tablet.getByRole('link', { name: 'Mi cuenta' }).click();
  await tablet.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  const dialog = tablet.getByRole('dialog', { name: 'Cerrar sesión en todos los dispositivos' });
  await expect(dialog).toContainText('Se cerrará su sesión en este y en todos los demás dispositivos');
  await dialog.getByRole('button', { name: 'Sí, cerrar sesiones' }).click();
  await expect(tablet).toHaveURL(/\/sign_in$/);
  await expect(tablet.getByText('Su sesión se cerró en todos los dispositivos. Inicie sesión de nuevo.')).toBeVisible();

  // The other tablet is told at once by its live stream (it is on My dashboard, issue 22 item 9),
  // without a tap: it goes to sign-in and says why.
  await expect(other).toHaveURL(/\/sign_in/);
  await expect(other.getByText('Su sesión ha terminado. Inicie sesión de nuevo.')).toBeVisible();

  // Signed in again; the administrator ends that session from the user's edit screen.
  const again = await deviceSignedIn(browser, username, password);
  await admin.goto(`/users/${operator.id}/edit`);
  await admin.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  const adminDialog = admin.getByRole('dialog', { name: 'Cerrar sesión en todos los dispositivos' });
  await expect(adminDialog).toContainText('Se cerrarán todas las sesiones de Sara Sesiones');
  await adminDialog.getByRole('button', { name: 'Sí, cerrar sesiones' }).click();
  await expect(admin.getByText('Se cerraron todas las sesiones de Sara Sesiones.')).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/users/${operator.id}/edit$`));

  await expect(again).toHaveURL(/\/sign_in/);
  await expect(again.getByText('Su sesión ha terminado. Inicie sesión de nuevo.')).toBeVisible();
});
