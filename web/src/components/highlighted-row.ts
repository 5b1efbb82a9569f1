import { useEffect } from 'react';
import classes from './highlighted-row.module.css';

/**
 * The row of a record's table that a link landed on (a kardex entry's purchase or inventory
 * detail): the table opens on its page, the row is marked clearly (a strong background and an
 * orange border) and scrolled into the middle of the screen once drawn. Spread `openOn`,
 * `rowClassName` and `customRowAttributes` on the `DataTable`.
 */
export function useHighlightedRow<T extends { id: number }>(highlightedId: number | undefined) {
  useEffect(() => {
    if (highlightedId === undefined) return;
    document.querySelector('tr[data-highlighted="true"]')?.scrollIntoView({ block: 'center' });
  }, [highlightedId]);

  const isHighlighted = (row: T) => highlightedId !== undefined && row.id === highlightedId;
  return {
    openOn: isHighlighted,
    rowClassName: (row: T) => (isHighlighted(row) ? classes.highlighted : undefined),
    /** The attributes of the marked row (tests and assistive technology find it by them). */
    attributesOf: (row: T) => (isHighlighted(row) ? { 'data-highlighted': 'true', 'aria-current': 'true' } : {}),
  };
}
