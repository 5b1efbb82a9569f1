import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const about = (api_docs: boolean) => ({
  body: { version: 'x', contact_email: 'ayuda@taller.co', time_overrun_tolerance_seconds: 900, time_zone: 'America/Bogota', api_docs },
});

/** Opens the help dialog from the top bar as `role`, the server serving the API docs or not. */
async function openHelp(role: Role, apiDocs: boolean) {
  signInAs({ id: 1, role, first_name: 'Ana' });
  mockApi({ 'GET /v1/about': about(apiDocs), 'GET /v1/intervals/stale': { body: [] } });
  const user = userEvent.setup();
  renderApp(role === 'administrator' ? '/' : '/my_account');
  await user.click((await screen.findAllByRole('button', { name: 'Ayuda' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Acerca de Tintero' });
  await within(dialog).findByRole('link', { name: 'ayuda@taller.co' });
  return dialog;
}

describe('the help dialog', () => {
  beforeEach(() => resetState());

  it("links administrators to the API docs, in another tab (the page uses this app's session)", async () => {
    const dialog = await openHelp('administrator', true);
    const link = within(dialog).getByRole('link', { name: 'Documentación de la API' });
    expect(link).toHaveAttribute('href', '/v1/docs');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no link when the server does not serve the docs (API_DOCS=false)', async () => {
    const dialog = await openHelp('administrator', false);
    expect(within(dialog).queryByRole('link', { name: 'Documentación de la API' })).toBeNull();
  });

  it('shows no link to an operator, whom the docs would refuse', async () => {
    const dialog = await openHelp('operator', true);
    expect(within(dialog).queryByRole('link', { name: 'Documentación de la API' })).toBeNull();
  });
});
