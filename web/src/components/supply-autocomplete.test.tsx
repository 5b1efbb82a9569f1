import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeClock } from '../../test/clock';
import { mockApi, renderWithProviders, resetState, signInAs } from '../../test/helpers';
import { SUPPLY_SEARCH_DEBOUNCE_MS, SupplyAutocomplete, type SupplyChoice } from './supply-autocomplete';

const inks = [
  { id: 3, name: 'Tinta negra', quantity: 12.5, unit_of_measurement: 'Kilogramo' },
  { id: 4, name: 'Tinta cian', quantity: 1500, unit_of_measurement: 'Gramo' },
];

function Harness({ onValue, initial = null }: { onValue: (value: SupplyChoice | null) => void; initial?: SupplyChoice | null }) {
  const [value, setValue] = useState<SupplyChoice | null>(initial);
  return (
    <>
      <SupplyAutocomplete
        label="Insumo"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output data-testid="chosen">{value ? `${value.id}:${value.name}` : 'ninguno'}</output>
    </>
  );
}

describe('SupplyAutocomplete', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('searches once, with the trimmed text, 400 ms after the last keystroke', async () => {
    // The debounce is measured on a fake clock: a busy machine cannot stretch it.
    useFakeClock();
    const { calls } = mockApi({
      'GET /v1/supplies/search': ({ url }) => ({
        body: inks.filter((ink) => ink.name.toLowerCase().includes(url.searchParams.get('filter')!.toLowerCase())),
      }),
    });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness onValue={() => {}} />);
    const input = screen.getByLabelText('Insumo');

    await user.type(input, '  t');
    await act(() => vi.advanceTimersByTimeAsync(SUPPLY_SEARCH_DEBOUNCE_MS - 1));
    await user.type(input, 'in ');
    const searches = () => calls.filter((call) => call.url.pathname === '/v1/supplies/search');
    // While it waits it says it is searching, and asks nothing yet: each keystroke starts the wait again.
    expect(screen.getByText('Buscando insumos…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUPPLY_SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toHaveLength(1);
    expect(searches()[0]!.url.searchParams.get('filter')).toBe('tin');

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('option', { name: /Tinta negra/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Tinta cian/ })).toHaveTextContent('1.500 Gramo');
    expect(screen.queryByText('Buscando insumos…')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * SUPPLY_SEARCH_DEBOUNCE_MS));
    expect(searches()).toHaveLength(1);
  });

  it('chooses a supply, drops the choice when typed over, and clears', async () => {
    mockApi({ 'GET /v1/supplies/search': { body: inks } });
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Insumo');

    await user.type(input, 'tinta');
    await user.click(await screen.findByRole('option', { name: /Tinta cian/ }));
    expect(onValue).toHaveBeenLastCalledWith(inks[1]);
    expect(input).toHaveValue('Tinta cian');
    expect(screen.getByTestId('chosen')).toHaveTextContent('4:Tinta cian');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    // Typing over the name is a new search: the supply chosen is no longer the field's value.
    await user.type(input, 'x');
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('chosen')).toHaveTextContent('ninguno');

    await user.click(screen.getByRole('button', { name: 'Limpiar insumo' }));
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('the clear button empties a supply given from outside', async () => {
    const { calls } = mockApi({ 'GET /v1/supplies/search': { body: inks } });
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={onValue} initial={{ id: 3, name: 'Tinta negra' }} />);
    const input = screen.getByLabelText('Insumo');
    expect(input).toHaveValue('Tinta negra');

    await user.click(screen.getByRole('button', { name: 'Limpiar insumo' }));
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Limpiar insumo' })).not.toBeInTheDocument();
    // A loaded name is not a search.
    expect(calls).toHaveLength(0);
  });

  it('says when nothing matches, and when the search failed', async () => {
    mockApi({
      'GET /v1/supplies/search': ({ url }) =>
        url.searchParams.get('filter') === 'falla' ? { status: 500, body: { message: 'Error' } } : { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={() => {}} />);
    const input = screen.getByLabelText('Insumo');

    await user.type(input, 'barniz');
    expect(await screen.findByText('No se encontraron insumos con ese nombre.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'falla');
    expect(await screen.findByText('Los insumos no han podido ser consultados.')).toBeInTheDocument();
  });

  it('whitespace alone never searches', async () => {
    useFakeClock();
    const { calls } = mockApi({ 'GET /v1/supplies/search': { body: inks } });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness onValue={() => {}} />);
    await user.type(screen.getByLabelText('Insumo'), '   ');
    expect(screen.queryByText('Buscando insumos…')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * SUPPLY_SEARCH_DEBOUNCE_MS));
    expect(calls).toHaveLength(0);
    expect(screen.queryByText('Buscando insumos…')).not.toBeInTheDocument();
  });
});
