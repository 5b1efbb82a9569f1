import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/helpers';
import { CurrencyInput } from './currency-input';

function Harness({ onValue, initial = null, min }: { onValue: (value: number | null) => void; initial?: number | null; min?: number }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CurrencyInput
        label="Valor hora"
        value={value}
        min={min}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">otro</button>
    </>
  );
}

describe('CurrencyInput', () => {
  it("parses '1.234,5' as 1234.5 and shows it formatted once focus leaves", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Valor hora');

    await user.type(input, '1.234,5');
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');

    await user.tab();
    expect(input).toHaveValue('$ 1.234,5');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    // Focusing again shows an editable number, not the formatted text.
    await user.click(input);
    expect(input).toHaveValue('1234,5');
  });

  it('rounds to 6 decimals', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await user.type(screen.getByLabelText('Valor hora'), '0,12345678');
    expect(onValue).toHaveBeenLastCalledWith(0.123457);
  });

  it("flags text that is not a number with 'El valor es invalido.' and reports NaN", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Valor hora');

    await user.type(input, 'abc');
    await user.tab();
    expect(screen.getByText('El valor es invalido.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('abc');
    expect(Number.isNaN(onValue.mock.lastCall?.[0])).toBe(true);

    await user.clear(input);
    expect(screen.queryByText('El valor es invalido.')).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('flags a negative value (below the default minimum 0)', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Valor hora');

    await user.type(input, '-5');
    expect(onValue).toHaveBeenLastCalledWith(-5);
    expect(screen.getByText('Debe ser mayor o igual a 0.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('honours a custom minimum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={() => {}} min={10} />);
    await user.type(screen.getByLabelText('Valor hora'), '9');
    expect(screen.getByText('Debe ser mayor o igual a 10.')).toBeInTheDocument();
  });

  it('shows an initial value formatted', () => {
    renderWithProviders(<Harness onValue={() => {}} initial={1234567.5} />);
    expect(screen.getByLabelText('Valor hora')).toHaveValue('$ 1.234.567,5');
  });
});
