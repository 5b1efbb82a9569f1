import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/helpers';
import { joinParts, splitSeconds, TimeInput } from './time-input';

function Harness({ onValue, initial = 0 }: { onValue: (seconds: number) => void; initial?: number }) {
  const [value, setValue] = useState<number>(initial);
  return (
    <>
      <button type="button">antes</button>
      <TimeInput
        label="Tiempo antes de producción"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(7322)}>
        cambiar
      </button>
    </>
  );
}

const part = (name: string) => within(screen.getByRole('group', { name: 'Tiempo antes de producción' })).getByLabelText(name);

describe('TimeInput', () => {
  it('splits and joins seconds as hours, minutes and seconds', () => {
    expect(splitSeconds(3723)).toEqual({ hours: '1', minutes: '2', seconds: '3' });
    expect(splitSeconds(null)).toEqual({ hours: '0', minutes: '0', seconds: '0' });
    expect(joinParts({ hours: '2', minutes: '', seconds: '5' })).toBe(7205);
    expect(joinParts({ hours: '99', minutes: 'x', seconds: '60' })).toBe(59 * 3600 + 59);
  });

  it('reports hours, minutes and seconds typed in one labelled group as whole seconds', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);

    await user.clear(part('Horas'));
    await user.type(part('Horas'), '1');
    await user.clear(part('Minutos'));
    await user.type(part('Minutos'), '2');
    await user.clear(part('Segundos'));
    await user.type(part('Segundos'), '3');
    expect(onValue).toHaveBeenLastCalledWith(3723);
  });

  it('cuts a part typed beyond 59 to 59', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);

    await user.clear(part('Minutos'));
    await user.type(part('Minutos'), '75');
    expect(part('Minutos')).toHaveValue(59);
    expect(onValue).toHaveBeenLastCalledWith(59 * 60);
    for (const name of ['Horas', 'Minutos', 'Segundos']) {
      expect(part(name)).toHaveAttribute('min', '0');
      expect(part(name)).toHaveAttribute('max', '59');
    }
  });

  it('follows a value changed from outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={() => {}} initial={3723} />);
    expect(part('Horas')).toHaveValue(1);
    expect(part('Minutos')).toHaveValue(2);
    expect(part('Segundos')).toHaveValue(3);

    await user.click(screen.getByRole('button', { name: 'cambiar' }));
    expect(part('Horas')).toHaveValue(2);
    expect(part('Minutos')).toHaveValue(2);
    expect(part('Segundos')).toHaveValue(2);
  });

  it('selects the whole part when Tab arrives, so typing replaces it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={3723} />);

    await user.tab();
    await user.tab();
    expect(part('Horas')).toHaveFocus();
    await user.tab();
    expect(part('Minutos')).toHaveFocus();
    await user.keyboard('45');
    expect(part('Minutos')).toHaveValue(45);
    expect(onValue).toHaveBeenLastCalledWith(3600 + 45 * 60 + 3);

    await user.tab();
    await user.keyboard('9');
    expect(part('Segundos')).toHaveValue(9);
    expect(onValue).toHaveBeenLastCalledWith(3600 + 45 * 60 + 9);

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(part('Horas')).toHaveFocus();
    await user.keyboard('2');
    expect(onValue).toHaveBeenLastCalledWith(2 * 3600 + 45 * 60 + 9);
  });

  it('selects the whole part when code focuses it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={3723} />);

    act(() => part('Minutos').focus());
    await user.keyboard('30');
    expect(part('Minutos')).toHaveValue(30);
    expect(onValue).toHaveBeenLastCalledWith(3600 + 30 * 60 + 3);
  });

  it('selects the whole part on the click that focuses it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial={3723} />);

    await user.click(part('Minutos'));
    await user.keyboard('15');
    expect(part('Minutos')).toHaveValue(15);
    expect(onValue).toHaveBeenLastCalledWith(3600 + 15 * 60 + 3);
  });
});
