import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDefinition, catalogues } from '@tintero/domain';
import { mockApi, renderWithModals, resetState, signInAs } from '../../../../../test/helpers';
import type { Definition } from '../../types';
import { ActivityForm } from './activity-form';

const operators = [
  { id: 21, first_name: 'Lucía', last_name: 'Martínez', role: 'operator', enabled: true },
  { id: 22, first_name: 'Pedro', last_name: 'Gómez', role: 'operator', enabled: true },
];

function renderForm(definition: Definition) {
  const calls = mockApi({
    'GET /v1/machines': { body: [{ id: 4, name: 'Heidelberg SM 52' }] },
    'GET /v1/users': { body: operators },
    'GET /v1/items': ({ url }) => ({
      body: (catalogues[url.searchParams.get('list_name') ?? ''] ?? []).map((item, index) => ({ id: index + 1, list_id: 9, ...item })),
    }),
  }).calls;
  renderWithModals(
    <ActivityForm definition={definition} record={null} orderId={7} onDone={vi.fn()} onCancel={vi.fn()} today="2030-01-10" />,
  );
  return { calls, user: userEvent.setup() };
}

/** An input by its label; a required one carries `required`, which draws the label's asterisk (styles.css). */
const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input, select, textarea' });

describe('activity form at the keyboard and its required marks', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('opens with the focus in its first field', async () => {
    renderForm(activityDefinition('pre_press'));
    await waitFor(() => expect(input('Tipo')).toHaveFocus());
  });

  it('Enter in the workers picks the highlighted operator and does not submit the form', async () => {
    const { calls, user } = renderForm(activityDefinition('pre_press'));
    await user.type(input('Trabajadores'), 'Luc');
    await screen.findByRole('option', { name: 'Lucía Martínez' });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByText('Lucía Martínez', { selector: '.mantine-Pill-label' })).toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('Este campo es requerido.')).not.toBeInTheDocument();
  });

  it("made by a third party, the third's name and the labour value are marked required", async () => {
    const { user } = renderForm(activityDefinition('impression'));
    expect(input('Máquina')).toBeRequired();
    await user.click(screen.getByLabelText('Hecha por un tercero'));
    expect(input('Tercero')).toBeRequired();
    expect(input('Valor mano de obra')).toBeRequired();
    expect(input('Máquina')).not.toBeRequired();
  });

  it('Enter with nothing typed in the workers picks no one', async () => {
    const { user } = renderForm(activityDefinition('pre_press'));
    await user.click(input('Trabajadores'));
    await screen.findByRole('option', { name: 'Lucía Martínez' });
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Lucía Martínez', { selector: '.mantine-Pill-label' })).toBeNull();
    expect(screen.queryByText('Pedro Gómez', { selector: '.mantine-Pill-label' })).toBeNull();
  });

  it('leaving the empty Tipo for "Hecha por un tercero" says nothing is missing, and the click checks the box', async () => {
    const { user } = renderForm(activityDefinition('plasticized'));
    await waitFor(() => expect(input('Tipo')).toHaveFocus());
    await user.click(screen.getByLabelText('Hecha por un tercero'));
    expect(screen.getByLabelText('Hecha por un tercero')).toBeChecked();
    expect(screen.queryByText('Este campo es requerido.')).toBeNull();
  });
});
