import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconPrinter, IconEye } from '@tabler/icons-react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/helpers';
import { IconTooltips } from './icon-tooltips';
import { RowAction, RowActions } from './row-actions';

function RowWithActions() {
  return (
    <MemoryRouter>
      <RowActions>
        <RowAction label="Imprimir" icon={IconPrinter} href="/print/1" />
        <RowAction label="Ver" accessibleName="Ver la orden 1" icon={IconEye} to="/orders/1" />
      </RowActions>
      <p>Fuera de los botones</p>
      <IconTooltips />
    </MemoryRouter>
  );
}

/**
 * The tooltips on screen. jsdom lays nothing out, so the floating position's "reference hidden"
 * check always says hidden: the tooltip is found in the DOM, not by its visibility (a real browser
 * shows it: e2e screenshots).
 */
const tooltips = () => screen.queryAllByRole('tooltip', { hidden: true }).map((tooltip) => tooltip.textContent);

describe('IconTooltips', () => {
  it('shows the name of the icon button under the mouse, one at a time, and hides it when the mouse leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RowWithActions />);
    expect(tooltips()).toEqual([]);

    await user.hover(screen.getByRole('link', { name: 'Imprimir' }));
    await expect.poll(tooltips).toEqual(['Imprimir']);

    // The short name on hover; the longer one stays the button's accessible name.
    await user.hover(screen.getByRole('link', { name: 'Ver la orden 1' }));
    await expect.poll(tooltips).toEqual(['Ver']);

    await user.hover(screen.getByText('Fuera de los botones'));
    await expect.poll(tooltips).toEqual([]);
  });

  it('shows nothing for a finger: on a tablet the name is the aria-label alone', async () => {
    renderWithProviders(<RowWithActions />);
    // fireEvent runs inside act: whatever the event would show is rendered when it returns.
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Imprimir' }), { pointerType: 'touch' });
    expect(tooltips()).toEqual([]);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Imprimir' }), { pointerType: 'mouse' });
    expect(tooltips()).toEqual(['Imprimir']);
  });
});
