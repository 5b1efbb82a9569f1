import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/helpers';
import { Alerts } from './alerts';
import { alerts } from '../lib/alerts-store';

describe('Alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    alerts.clear();
  });
  afterEach(() => {
    act(() => alerts.clear());
    vi.useRealTimers();
  });

  it('shows an array of messages as a bulleted list', () => {
    renderWithProviders(<Alerts />);
    act(() => {
      alerts.danger(['Falta el nombre.', { msg: 'Falta el correo.' }]);
    });
    const alert = screen.getByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Falta el nombre.', 'Falta el correo.']);
  });

  it("uses a message object's msg field", () => {
    renderWithProviders(<Alerts />);
    act(() => {
      alerts.info({ msg: 'Guardado en borrador.' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Guardado en borrador.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each(['success', 'warning', 'info'] as const)('closes a %s alert after 7 s', (kind) => {
    renderWithProviders(<Alerts />);
    act(() => {
      alerts.show(kind, `Mensaje ${kind}`);
    });
    act(() => vi.advanceTimersByTime(6_999));
    expect(screen.getByText(`Mensaje ${kind}`)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(`Mensaje ${kind}`)).not.toBeInTheDocument();
  });

  it('closes a danger alert after 15 s, not 7 s', () => {
    renderWithProviders(<Alerts />);
    act(() => {
      alerts.danger('No se pudo guardar.');
    });
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.getByText('No se pudo guardar.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(7_999));
    expect(screen.getByText('No se pudo guardar.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('No se pudo guardar.')).not.toBeInTheDocument();
  });

  it('is colour-coded by kind and can be closed by hand', () => {
    renderWithProviders(<Alerts />);
    act(() => {
      alerts.success('Listo.');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-kind', 'success');
    act(() => within(alert).getByRole('button', { name: 'Cerrar alerta' }).click());
    expect(screen.queryByText('Listo.')).not.toBeInTheDocument();
  });

  it('a navigation clears alerts, except one raised to be read after it', () => {
    renderWithProviders(<Alerts />);
    act(() => {
      alerts.danger('Viejo error.');
      alerts.success('Usuario creado.', { keep: true });
    });
    act(() => alerts.clearForNavigation());
    expect(screen.queryByText('Viejo error.')).not.toBeInTheDocument();
    expect(screen.getByText('Usuario creado.')).toBeInTheDocument();
    act(() => alerts.clearForNavigation());
    expect(screen.queryByText('Usuario creado.')).not.toBeInTheDocument();
  });
});
