import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/sign_in');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/sign_in/);
}

/** A name no other test run will have used on the same database. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
