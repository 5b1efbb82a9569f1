import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillAndSave } from '../../test/forms';
import { renderWithProviders, resetState } from '../../test/helpers';
import { thingSchema, ThingForm, type Thing } from '../../test/thing-form';
import { alerts } from './alerts-store';
import { ApiError } from './api-client';
import { changedFields, sameValue, textLimits } from './form-values';

function renderForm(thing?: Thing) {
  const send = vi.fn(async (data: Record<string, unknown>) => data);
  renderWithProviders(<ThingForm thing={thing} send={send} />);
  return { send, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** What the alerts at the top of the screen say, kind by kind. */
const shown = () => alerts.getSnapshot().map(({ kind, messages }) => ({ kind, messages }));
const stored: Thing = { name: 'Caja', quantity: 3, note: null };

describe('the form kit', () => {
  beforeEach(() => resetState());

  it('a form opens with the focus in its first field', async () => {
    renderForm(stored);
    // In the frame after it draws (lib/focus-first-field.ts).
    await waitFor(() => expect(input('Nombre')).toHaveFocus());
  });

  it('saving a record with nothing changed says "No hay cambios." and sends nothing', async () => {
    const { send, user } = renderForm(stored);
    // Spaces around a text and an emptied optional field are not changes.
    await user.type(input('Nombre'), '  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(shown()).toEqual([{ kind: 'warning', messages: ['No hay cambios.'] }]);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends only the changed fields, and the success replaces the "no changes" warning', async () => {
    const { send, user } = renderForm(stored);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(shown()).toEqual([{ kind: 'warning', messages: ['No hay cambios.'] }]);

    await fillAndSave(user, { Cantidad: '5' });

    await waitFor(() => expect(shown()).toEqual([{ kind: 'success', messages: ['La cosa ha sido guardada.'] }]));
    expect(send).toHaveBeenCalledWith({ quantity: 5 });
  });

  it('a new record sends every field, checked by the schema first', async () => {
    const { send, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es requerido.')).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();

    await fillAndSave(user, { Nombre: ' Sobre ', Cantidad: '2' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Sobre', quantity: 2, note: '' }));
  });

  it('passing through an empty field judges nothing: the click that leaves it lands where it was aimed', async () => {
    const { send, user } = renderForm();
    await waitFor(() => expect(input('Nombre')).toHaveFocus());
    // Leaving the empty, focused Nombre for Cantidad: no "requerido", so nothing moves.
    await user.click(input('Cantidad'));
    expect(input('Cantidad')).toHaveFocus();
    await user.click(input('Nota'));
    expect(screen.queryByText('Este campo es requerido.')).toBeNull();
    expect(input('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('a field one typed in is judged on leaving it, and then as one types', async () => {
    const { user } = renderForm();
    await user.type(input('Cantidad'), '0');
    expect(screen.queryByText('Debe ser mayor o igual a 1.')).toBeNull();
    await user.click(input('Nota'));
    expect(await screen.findByText('Debe ser mayor o igual a 1.')).toBeInTheDocument();
    expect(screen.queryByText('Este campo es requerido.')).toBeNull();
    await user.clear(input('Cantidad'));
    await user.type(input('Cantidad'), '4');
    await waitFor(() => expect(screen.queryByText('Debe ser mayor o igual a 1.')).toBeNull());
  });

  it('a 422 puts each message on its input, focuses the first, and tells the rest in the alert', async () => {
    const { send, user } = renderForm(stored);
    send.mockRejectedValueOnce(
      new ApiError(422, {
        message: 'Los datos enviados no son válidos.',
        errors: { quantity: ['No hay existencias suficientes.'], note: ['Es muy larga.'], supplier: ['El proveedor no existe.'] },
      }),
    );
    await fillAndSave(user, { Nota: 'x' });

    expect(await screen.findByText('No hay existencias suficientes.')).toBeInTheDocument();
    expect(input('Cantidad')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Nota')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Cantidad')).toHaveFocus();
    expect(shown()).toEqual([{ kind: 'danger', messages: ['Los datos enviados no son válidos.', 'El proveedor no existe.'] }]);
  });
});

describe('form values', () => {
  it('compare as they mean: empty alike, numbers by value, lists as sets, text trimmed', () => {
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('3', 3)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue([21, 22], [22, 21])).toBe(true);
    expect(sameValue([21], [21, 22])).toBe(false);
    expect(sameValue(' Caja ', 'Caja')).toBe(true);
    expect(sameValue(false, null)).toBe(false);
  });

  it('changed fields leave out what is the same, and normalize before comparing', () => {
    const initial = { supply: { id: 3, name: 'Tinta' }, quantity: 2, unit: 'Unidad' };
    const values = { supply: { id: 3, name: 'Tinta negra' }, quantity: 4, unit: '' };
    const normalize = { supply: (value: unknown) => (value as { id: number }).id, unit: (value: unknown) => value || 'Unidad' };
    expect(changedFields(values, initial, ['supply', 'quantity', 'unit'], normalize)).toEqual({ quantity: 4 });
  });

  it('field limits are read from the domain schema, wherever the text sits in it', () => {
    expect(textLimits(thingSchema)).toEqual({ name: 20, note: 50 });
  });
});
