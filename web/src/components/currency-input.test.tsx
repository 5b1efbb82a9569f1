import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/helpers';
import { CurrencyInput } from './currency-input';

function Harness({ onValue, initial = null, min }: { onValue: (value: number | null) => void; initial?: number | null; min?: number }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">antes</button>
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

  const selection = (input: HTMLElement) => {
    const { selectionStart, selectionEnd, value } = input as HTMLInputElement;
    return { selectionStart, selectionEnd, length: value.length };
  };

  it('selects the whole editing text when Tab arrives, so typing replaces the amount', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={450.5} />);
    const input = screen.getByLabelText('Valor hora');
    expect(input).toHaveValue('$ 450,5');

    await user.tab();
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('450,5');
    expect(selection(input)).toEqual({ selectionStart: 0, selectionEnd: 5, length: 5 });

    await user.keyboard('500');
    expect(onValue).toHaveBeenLastCalledWith(500);
    expect(onValue).not.toHaveBeenCalledWith(450.55);
    expect(input).toHaveValue('500');
    await user.tab();
    expect(input).toHaveValue('$ 500,0');
  });

  it('selects the whole text on Shift+Tab too', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={12500.5} />);
    const input = screen.getByLabelText('Valor hora');

    await user.click(screen.getByRole('button', { name: 'otro' }));
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    await user.keyboard('30000');
    expect(onValue).toHaveBeenLastCalledWith(30000);
    await user.tab();
    expect(input).toHaveValue('$ 30.000,0');
  });

  it('selects the whole editing text when code focuses the field (no pointer involved)', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={12500.5} />);
    const input = screen.getByLabelText('Valor hora');

    // The value changes to the editing text after focus: the selection must cover the new text.
    act(() => input.focus());
    expect(input).toHaveValue('12500,5');
    expect(selection(input)).toEqual({ selectionStart: 0, selectionEnd: 7, length: 7 });
    await user.keyboard('30000');
    expect(onValue).toHaveBeenLastCalledWith(30000);
    expect(input).toHaveValue('30000');
  });

  it('selects the whole text on the click that focuses the field; a second click places the caret', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={450.5} />);
    const input = screen.getByLabelText('Valor hora');

    await user.click(input);
    expect(input).toHaveValue('450,5');
    expect(selection(input)).toEqual({ selectionStart: 0, selectionEnd: 5, length: 5 });
    await user.keyboard('500');
    expect(onValue).toHaveBeenLastCalledWith(500);
    expect(input).toHaveValue('500');

    // The field is focused now: a click puts the caret where it lands (after "5").
    await user.pointer({ keys: '[MouseLeft]', target: input, offset: 1 });
    expect(selection(input)).toEqual({ selectionStart: 1, selectionEnd: 1, length: 3 });
    await user.keyboard('2');
    expect(input).toHaveValue('5200');
    expect(onValue).toHaveBeenLastCalledWith(5200);
  });

  it('never moves the caret the person set while typing', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={450.5} />);
    const input = screen.getByLabelText('Valor hora');

    await user.tab();
    await user.tab();
    await user.keyboard('12500');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await user.keyboard('9');
    expect(input).toHaveValue('125900');
    expect(selection(input)).toEqual({ selectionStart: 4, selectionEnd: 4, length: 6 });
    await user.keyboard(',5');
    expect(input).toHaveValue('1259,500');
    expect(selection(input)).toEqual({ selectionStart: 6, selectionEnd: 6, length: 8 });
    expect(onValue).toHaveBeenLastCalledWith(1259.5);
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
