import { expect, test } from '@playwright/test';
import { ADMIN, signIn, signOut, unique } from './fixtures';

test('an administrator creates an operator, who edits their phone, is kept out of admin screens and is logged out once disabled', async ({
  browser,
}) => {
  // Two browsers: the administrator's screens and the operator's, signed in and out: past 60 s on a
  // busy two-core machine.
  test.setTimeout(120_000);
  const username = unique('op');
  const password = 'operaria-123';

  // The administrator creates the operator.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/$/);
  // The help dialog: about text, the configured contact address and the version.
  await admin.getByRole('button', { name: 'Ayuda' }).click();
  const help = admin.getByRole('dialog', { name: 'Acerca de Tintero' });
  await expect(help.getByRole('link', { name: 'ayuda@taller-e2e.co' })).toBeVisible();
  await expect(help).toContainText('Versión 2.29.118');
  await admin.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await admin.getByRole('link', { name: 'Nuevo usuario' }).click();
  await expect(admin).toHaveURL(/\/users\/new$/);

  // Saving an empty form is refused with the spec's Spanish message, and sends nothing.
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await expect(admin.getByText('Este campo es requerido.').first()).toBeVisible();

  await admin.getByLabel('Número de identificación').fill(unique('').slice(0, 12));
  await admin.getByLabel('Nombres').fill('Lucía');
  await admin.getByLabel('Apellidos').fill('Martínez');
  await admin.getByLabel('Género').selectOption('F');
  await admin.getByLabel('Rol').selectOption('operator');
  await admin.getByLabel('Valor hora').fill('12.500,5');
  await admin.getByLabel('Teléfono').fill('6011234567');
  await admin.getByLabel('Usuario', { exact: true }).fill(username);
  await admin.getByLabel('Contraseña', { exact: true }).fill(password);
  await admin.getByLabel('Confirmación de contraseña').fill(password);
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'El usuario ha sido creado.' })).toBeVisible();
  await expect(admin).toHaveURL(/\/users$/);
  const row = admin.getByRole('row').filter({ hasText: 'Lucía' });
  await expect(row).toContainText('Martínez');
  await expect(row).toContainText('$ 12.500,5');
  await signOut(admin);

  // The operator signs in and lands on their dashboard.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, username, password);
  await expect(operator).toHaveURL(/\/my_dashboard$/);
  await expect(operator.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);

  // They edit their own phone on My account, giving their current password.
  await operator.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(operator).toHaveURL(/\/my_account$/);
  await expect(operator.getByLabel('Valor hora')).toHaveCount(0);
  await operator.getByLabel('Teléfono').fill('3157654321');
  await operator.getByLabel('Contraseña actual').fill(password);
  await operator.getByRole('button', { name: 'Guardar' }).click();
  await expect(operator.getByRole('alert').filter({ hasText: 'El usuario ha sido actualizado.' })).toBeVisible();
  await operator.reload();
  await expect(operator.getByLabel('Teléfono')).toHaveValue('3157654321');

  // Administrator routes send them Home.
  for (const path of ['/users', '/users/new', '/production_orders']) {
    await operator.goto(path);
    await expect(operator).toHaveURL(/\/$/);
  }

  // The administrator disables the operator...
  await signIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/users');
  await admin.getByRole('row').filter({ hasText: 'Lucía' }).getByRole('button', { name: 'Deshabilitar usuario' }).click();
  await admin.getByRole('button', { name: 'Sí, deshabilitar' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'El usuario ha sido deshabilitado.' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: 'Lucía' })).toHaveCount(0);

  // ...and the operator's next call logs them out.
  await operator.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(operator).toHaveURL(/\/sign_in/);
  await signIn(operator, username, password, { expectFailure: true });
  await expect(operator.getByRole('alert').filter({ hasText: 'El usuario y/o contraseña no son validos.' })).toBeVisible();

  await adminContext.close();
  await operatorContext.close();
});

test('a visitor is sent to sign in and comes back where they were going', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/sign_in\?redirect=%2Fusers/);
  await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
});
