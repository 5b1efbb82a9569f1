import { useRef, type ReactNode } from 'react';
import { TableTr, type TableTrProps } from '@mantine/core';
import { defaultRangeExtractor, measureElement, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';

/** A one-line row at Mantine's default spacing; rows are measured as they are drawn. */
const ROW_ESTIMATE = 49;
/** Rows drawn beyond each edge of the box, so a quick scroll finds them there. */
const OVERSCAN = 5;
/** The box's height before it is measured: the first frame already has rows. */
const FIRST_RECT = { width: 0, height: 600 };

/**
 * Drawn rows start on an even record: the spacer row before them keeps every record's stripe the
 * same whatever part of the list is in view (striping counts `tr` elements).
 */
function fromEvenRow(range: Range) {
  const indexes = defaultRangeExtractor(range);
  const first = indexes[0];
  return first !== undefined && first % 2 === 1 ? [first - 1, ...indexes] : indexes;
}

interface RowFactoryProps {
  index: number;
  rowProps: TableTrProps;
  children: ReactNode;
  expandedElement?: ReactNode;
}

/**
 * A long list drawn whole but only its visible rows in the DOM (issue 22 item 1: a month of 1 000
 * orders in a few hundred elements): the records in view, and mantine-datatable's `rowFactory`
 * adds a spacer row before and after them as tall as the rows left out, so the scrollbar is the
 * whole list's. The table scrolls in its own box (`scrollViewportRef`, a bounded height): its
 * header stays on top and its sideways scrollbar in sight. Undefined when not asked for.
 */
export function useVirtualRows<T>(records: T[] | undefined, enabled: boolean, columnCount: number) {
  const scrollViewportRef = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders the table as the box scrolls, which is the point; the app is not
  // built with React Compiler, whose memoising this rule guards.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: enabled ? (records?.length ?? 0) : 0,
    getScrollElement: () => scrollViewportRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    rangeExtractor: fromEvenRow,
    initialRect: FIRST_RECT,
    // A box not laid out (0 px: a hidden tab, a test's DOM) keeps the last height it had.
    observeElementRect: (instance, notify) => observeElementRect(instance, (rect) => rect.height > 0 && notify(rect)),
    // Likewise a row not laid out counts as the estimate, not as nothing.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_ESTIMATE,
    enabled,
  });
  if (!enabled || !records) return undefined;

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const shown = first && last ? records.slice(first.index, last.index + 1) : [];
  const before = first?.start ?? 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;
  const spacer = (height: number) => (
    <tr aria-hidden data-spacer style={{ background: 'transparent' }}>
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );

  const rowFactory = ({ index, rowProps, children, expandedElement }: RowFactoryProps) => (
    <>
      {index === 0 ? spacer(before) : null}
      <TableTr {...rowProps} ref={virtualizer.measureElement} data-index={(first?.index ?? 0) + index}>
        {children}
      </TableTr>
      {expandedElement}
      {index === shown.length - 1 ? spacer(after) : null}
    </>
  );
  return { records: shown, scrollViewportRef, rowFactory };
}
