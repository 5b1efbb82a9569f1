import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillAndSave } from '../../test/forms';
import { renderWithModals, resetState } from '../../test/helpers';
import { ThingForm } from '../../test/thing-form';
import { ApiError } from '../lib/api-client';
import { Alerts } from './alerts';
import { FormModal } from './form-modal';

function Page({ send }: { send: (data: Record<string, unknown>) => Promise<unknown> }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Alerts />
      <p>Página</p>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Nueva cosa">
        <ThingForm send={send} />
      </FormModal>
    </>
  );
}

function renderPage(send = vi.fn(async (data: Record<string, unknown>) => data)) {
  renderWithModals(<Page send={send} />);
  return { user: userEvent.setup(), send };
}

const formDialog = () => screen.findByRole('dialog', { name: 'Nueva cosa' });

describe('FormModal', () => {
  beforeEach(() => resetState());

  it('opens with the focus in the first field, not on the close button', async () => {
    renderPage();
    const dialog = await formDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Nombre', { selector: 'input' })).toHaveFocus());
  });

  it('Escape closes it at once when nothing was typed', async () => {
    const { user } = renderPage();
    await formDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva cosa' })).not.toBeInTheDocument());
  });

  it('Escape with typed data asks before discarding it', async () => {
    const { user } = renderPage();
    const dialog = await formDialog();
    await user.type(within(dialog).getByLabelText('Nombre', { selector: 'input' }), 'Caja');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: /¿Descartar los cambios\?/ });
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /¿Descartar/ })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Nombre', { selector: 'input' })).toHaveValue('Caja');

    // Escape on the question closes only the question.
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: /¿Descartar/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /¿Descartar/ })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Nueva cosa' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: /¿Descartar/ })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva cosa' })).not.toBeInTheDocument());
  });

  it('a failed save is told inside the dialog, where the person is looking', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(500, { message: 'El servidor no respondió.' });
    });
    const { user } = renderPage(send);
    const dialog = await formDialog();
    await fillAndSave(user, { Nombre: 'Caja', Cantidad: '2' }, { within: dialog });

    expect(await within(dialog).findByText('El servidor no respondió.')).toBeInTheDocument();
    expect(screen.getAllByText('El servidor no respondió.')).toHaveLength(1);
  });
});
