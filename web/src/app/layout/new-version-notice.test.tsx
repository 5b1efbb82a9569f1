import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { announceNewVersionForTest, takeNewVersionIfSafe } from '../service-worker';

const about = {
  body: { version: 'x', contact_email: 'ayuda@taller.co', time_overrun_tolerance_seconds: 900, time_zone: 'America/Bogota' },
};

/** The operator's account screen with a new version waiting, taken by the returned spy. */
async function withNewVersionWaiting() {
  signInAs({ id: 4, role: 'operator', first_name: 'Rosa' });
  mockApi({
    'GET /v1/about': about,
    'GET /v1/users/4/current_activities': { body: [] },
    'GET /v1/users/4/current_activity_in_development': { body: null },
  });
  const activate = vi.fn(async () => undefined);
  renderApp('/my_account');
  announceNewVersionForTest(activate);
  await screen.findByText('Hay una versión nueva de Tintero');
  return activate;
}

describe('a new version of the app', () => {
  beforeEach(() => resetState());

  it('is announced and taken when the person asks', async () => {
    const activate = await withNewVersionWaiting();
    expect(activate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(activate).toHaveBeenCalledWith(true);
  });

  it('is taken by itself on the next move to another screen', async () => {
    const activate = await withNewVersionWaiting();
    await userEvent.click(screen.getAllByRole('link', { name: 'Mi tablero' })[0]!);
    await waitFor(() => expect(activate).toHaveBeenCalledWith(true));
  });

  it('is not taken while a dialog is open (a pause asking its quantity) nor while a form holds typed data', async () => {
    const activate = await withNewVersionWaiting();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    takeNewVersionIfSafe();
    expect(activate).not.toHaveBeenCalled();
    dialog.remove();

    const typedData = (event: Event) => event.preventDefault();
    window.addEventListener('beforeunload', typedData);
    takeNewVersionIfSafe();
    expect(activate).not.toHaveBeenCalled();
    window.removeEventListener('beforeunload', typedData);

    takeNewVersionIfSafe();
    expect(activate).toHaveBeenCalledWith(true);
  });
});
