import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/helpers';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['cancelled', 'red', 'Cancelada'],
    ['finished', 'green', 'Terminada'],
    ['approved', 'green', 'Aprobada'],
    ['closed', 'green', 'Cerrado'],
    ['developing', 'blue', 'En desarrollo'],
    ['pending', 'gray', 'Pendiente'],
    ['in_review', 'yellow', 'En revisión'],
    ['paused', 'yellow', 'Pausada'],
  ])('%s is %s, labelled %s', (status, color, label) => {
    renderWithProviders(<StatusBadge status={status} />);
    const badge = screen.getByText(label).closest('[data-status]');
    expect(badge).toHaveAttribute('data-color', color);
    // The colour reaches Mantine's styles, not only an attribute.
    expect(badge?.getAttribute('style')).toContain(`var(--mantine-color-${color}-filled)`);
  });

  it('an unknown status keeps its raw text and is yellow', () => {
    renderWithProviders(<StatusBadge status="on_hold" />);
    expect(screen.getByText('on_hold').closest('[data-status]')).toHaveAttribute('data-color', 'yellow');
  });
});
