import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/helpers';
import { QuantityInput } from './quantity-input';

function Harness({
  onValue,
  initial = null,
  readOnly,
}: {
  onValue: (value: number | null) => void;
  initial?: number | null;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">antes</button>
      <QuantityInput
        label="Stock mínimo"
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">después</button>
    </>
  );
}

const selection = (input: HTMLElement) => {
  const { selectionStart, selectionEnd, value } = input as HTMLInputElement;
  return { selectionStart, selectionEnd, length: value.length };
};

describe('QuantityInput', () => {
  it('shows a quantity grouped, without a currency sign, and parses a comma decimal', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={1234.25} />);
    const input = screen.getByLabelText('Stock mínimo');
    expect(input).toHaveValue('1.234,25');

    await user.tab();
    await user.tab();
    expect(input).toHaveValue('1234,25');
  });

  it('selects the whole editing text when Tab arrives, so typing replaces the quantity', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={1234.25} />);
    const input = screen.getByLabelText('Stock mínimo');

    await user.tab();
    await user.tab();
    expect(input).toHaveFocus();
    expect(selection(input)).toEqual({ selectionStart: 0, selectionEnd: 7, length: 7 });
    await user.keyboard('7,5');
    expect(onValue).toHaveBeenLastCalledWith(7.5);
    expect(input).toHaveValue('7,5');
    await user.tab();
    expect(input).toHaveValue('7,5');
  });

  it('selects the whole editing text when code focuses the field', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={1234.25} />);
    const input = screen.getByLabelText('Stock mínimo');

    act(() => input.focus());
    expect(input).toHaveValue('1234,25');
    await user.keyboard('3');
    expect(onValue).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('3');
  });

  it('selects the whole text on the click that focuses the field', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={1234.25} />);
    const input = screen.getByLabelText('Stock mínimo');

    await user.click(input);
    expect(selection(input)).toEqual({ selectionStart: 0, selectionEnd: 7, length: 7 });
    await user.keyboard('12');
    expect(onValue).toHaveBeenLastCalledWith(12);
    expect(input).toHaveValue('12');
  });

  it('keeps a read-only quantity formatted on focus, with all of it selected', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={1234.25} readOnly />);
    const input = screen.getByLabelText('Stock mínimo');

    await user.tab();
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('1.234,25');
    expect(selection(input)).toEqual({ selectionStart: 0, selectionEnd: 8, length: 8 });
    await user.keyboard('5');
    expect(input).toHaveValue('1.234,25');
    expect(onValue).not.toHaveBeenCalled();
  });
});
