import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { mockApi, renderWithProviders, resetState, signInAs } from '../../test/helpers';
import { QuantityField } from './number-fields';
import { SupplyAutocomplete, type SupplyChoice } from './supply-autocomplete';

const inks = [
  { id: 3, name: 'Tinta negra', quantity: 12.5, unit_of_measurement: 'Kilogramo' },
  { id: 4, name: 'Tinta cian', quantity: 1500, unit_of_measurement: 'Gramo' },
];

/** A supply and its quantity, as the supplies-used rows ask for them. */
function RecordForm({ onSubmit }: { onSubmit: (values: { supply: SupplyChoice | null; quantity: number | null }) => void }) {
  const { control, handleSubmit } = useForm<{ supply: SupplyChoice | null; quantity: number | null }>({
    defaultValues: { supply: null, quantity: null },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} aria-label="Insumo usado">
      <Controller
        control={control}
        name="supply"
        render={({ field }) => <SupplyAutocomplete label="Insumo" value={field.value} onChange={field.onChange} ref={field.ref} />}
      />
      <QuantityField control={control} name="quantity" label="Cantidad" />
      <button type="submit">Agregar</button>
    </form>
  );
}

describe('SupplyAutocomplete at the keyboard', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('Enter picks the highlighted result without submitting; Tab then goes to the quantity', async () => {
    mockApi({ 'GET /v1/supplies/search': { body: inks } });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RecordForm onSubmit={onSubmit} />);
    const supply = screen.getByLabelText('Insumo');

    await user.type(supply, 'tinta');
    // Enter while the search is on its way does not submit either.
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: /Tinta negra/ });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(supply).toHaveValue('Tinta cian');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.tab();
    expect(screen.getByLabelText('Cantidad')).toHaveFocus();
  });

  it('the first result is highlighted as soon as it arrives, so Enter alone picks it', async () => {
    mockApi({ 'GET /v1/supplies/search': { body: inks } });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RecordForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Insumo'), 'tinta');
    await screen.findByRole('option', { name: /Tinta negra/ });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Insumo')).toHaveValue('Tinta negra'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
