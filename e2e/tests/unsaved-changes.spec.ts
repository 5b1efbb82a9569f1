import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './fixtures';

/**
 * Issue 22, item 7: a page form asks before leaving with typed data, as the dialogs do: a link of
 * the sidebar, the browser's Back and its reload. Screenshots of the question are attached.
 */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, ADMIN.username, ADMIN.password);
});

test('new purchase: typing the company and clicking Insumos asks; staying keeps the text, leaving goes', async ({ page }, testInfo) => {
  // Opened from the sidebar, as a person does: Back is then the app's own, not a new page load.
  const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
  await sidebar.getByRole('link', { name: 'Nueva compra' }).click();
  await expect(page).toHaveURL(/\/purchases\/new$/);
  const company = page.getByLabel('Empresa');
  await company.fill('Papelería Norte');
  const supplies = sidebar.getByRole('link', { name: 'Insumos', exact: true });
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });

  await supplies.click();
  await expect(question).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('discard-question-page-1366.png') });
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/purchases\/new$/);
  await expect(company).toHaveValue('Papelería Norte');

  // The browser's Back asks the same question.
  await page.evaluate(() => history.back());
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/purchases\/new$/);
  await expect(company).toHaveValue('Papelería Norte');

  // A reload asks in the browser's own words (beforeunload); accepted, the page starts afresh.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(company).toHaveValue('');

  // Typed again: "Descartar" goes.
  await company.fill('Papelería Sur');
  await supplies.click();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(/\/supplies$/);
  await expect(question).toBeHidden();
});
