import { useLayoutEffect, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { TableTr, type TableTrProps } from '@mantine/core';
import {
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';

/** A one-line row at Mantine's default spacing; rows are measured as they are drawn. */
const ROW_ESTIMATE = 49;
/** Rows drawn beyond each edge of the box, so a quick scroll finds them there. */
const OVERSCAN = 3;
/** A whole list's box: most of the window, never less than about eight rows. */
export const WINDOW_HEIGHT = 'max(24rem, calc(100dvh - 20rem))';

/**
 * WINDOW_HEIGHT in pixels, before the box is laid out: the first rows drawn already fill it. A rem
 * is taken as the browsers' 16 px (the app never changes the root size): reading the root's style
 * here would make the browser work out every style of a page still being drawn.
 */
const windowHeightNow = () => Math.max(24 * 16, window.innerHeight - 20 * 16);

/** The records drawn, first and last (indexes in the whole list). */
interface Drawn {
  first: number;
  last: number;
}

/**
 * The rows to draw for the rows in view: those and OVERSCAN beyond each edge, starting on an even
 * record (the spacer row before them keeps every record's stripe the same whatever part of the
 * list is in view: striping counts `tr` elements).
 */
function drawnFor({ startIndex, endIndex, count }: Range): Drawn {
  const first = Math.max(0, startIndex - OVERSCAN);
  return { first: first - (first % 2), last: Math.min(count - 1, endIndex + OVERSCAN) };
}

const covers = (drawn: Drawn | undefined, { startIndex, endIndex, count }: Range) =>
  drawn !== undefined && drawn.first <= startIndex && endIndex <= drawn.last && drawn.last < count;

/** The room of the rows left out before and after those drawn. */
function spacerHeights(virtualizer: Virtualizer<HTMLDivElement, Element>) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return { before: first?.start ?? 0, after: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0 };
}

type TableVirtualizerOptions = Pick<
  VirtualizerOptions<HTMLDivElement, Element>,
  'count' | 'enabled' | 'getScrollElement' | 'initialRect' | 'onChange'
>;

/**
 * Which records the table draws. They are kept while they cover the rows in view, so measuring a
 * drawn row or scrolling within the OVERSCAN margin needs no new rows; `committed` is what the
 * table's last render drew.
 */
class DrawnRows {
  private kept: Drawn | undefined;
  private committed: Drawn | undefined;

  /** The virtualizer's `rangeExtractor`: the rows kept, or new ones when the view left them. */
  indexesFor = (range: Range) => {
    if (!covers(this.kept, range)) this.kept = drawnFor(range);
    const { first, last } = this.kept!;
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);
  };

  commit(indexes: number[]) {
    this.committed = indexes.length > 0 ? { first: indexes[0]!, last: indexes.at(-1)! } : undefined;
  }

  /** The table's last render did not draw these rows. */
  differsFrom(indexes: number[]) {
    return this.committed?.first !== indexes[0] || this.committed?.last !== indexes.at(-1);
  }
}

/**
 * TanStack Virtual's core, with the table drawn again only when the rows in view leave the rows
 * drawn (DrawnRows): measuring a row moves the two spacer rows (`onChange`) and draws nothing. (Its
 * React adapter draws on every measurement: the month's list on a tablet drew its rows three times
 * on opening, each a long task under a slow CPU.) The lifecycle calls are the adapter's own.
 */
function useTableVirtualizer({ onChange, ...options }: TableVirtualizerOptions) {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const [drawnRows] = useState(() => new DrawnRows());
  const resolved: VirtualizerOptions<HTMLDivElement, Element> = {
    ...options,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 0,
    scrollToFn: elementScroll,
    observeElementOffset,
    // A box not laid out (0 px: a hidden tab, a test's DOM) keeps the last height it had.
    observeElementRect: (instance, notify) => observeElementRect(instance, (rect) => rect.height > 0 && notify(rect)),
    // Likewise a row not laid out counts as the estimate, not as nothing.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_ESTIMATE,
    rangeExtractor: drawnRows.indexesFor,
    onChange: (instance, sync) => {
      onChange?.(instance, sync);
      if (!drawnRows.differsFrom(instance.getVirtualIndexes())) return;
      // Scrolling asks for the new rows before the next frame, as the adapter does.
      if (sync) flushSync(redraw);
      else redraw();
    },
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  // Noted as drawn now, not after the commit: the rows' measurements arrive during it.
  drawnRows.commit(virtualizer.getVirtualIndexes());
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
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
  const beforeRef = useRef<HTMLTableCellElement>(null);
  const afterRef = useRef<HTMLTableCellElement>(null);
  const [firstRect] = useState(() => ({ width: 0, height: windowHeightNow() }));
  const virtualizer = useTableVirtualizer({
    count: enabled ? (records?.length ?? 0) : 0,
    getScrollElement: () => scrollViewportRef.current,
    initialRect: firstRect,
    // The rows left out change size as drawn rows are measured: their spacers follow in the DOM.
    onChange: (instance) => {
      const heights = spacerHeights(instance);
      if (beforeRef.current) beforeRef.current.style.height = `${heights.before}px`;
      if (afterRef.current) afterRef.current.style.height = `${heights.after}px`;
    },
    enabled,
  });
  if (!enabled || !records) return undefined;

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const shown = first && last ? records.slice(first.index, last.index + 1) : [];
  const { before, after } = spacerHeights(virtualizer);
  const spacer = (height: number, ref: RefObject<HTMLTableCellElement | null>) => (
    <tr aria-hidden data-spacer style={{ background: 'transparent' }}>
      <td ref={ref} colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );

  const rowFactory = ({ index, rowProps, children, expandedElement }: RowFactoryProps) => (
    <>
      {index === 0 ? spacer(before, beforeRef) : null}
      <TableTr {...rowProps} ref={virtualizer.measureElement} data-index={(first?.index ?? 0) + index}>
        {children}
      </TableTr>
      {expandedElement}
      {index === shown.length - 1 ? spacer(after, afterRef) : null}
    </>
  );
  return { records: shown, scrollViewportRef, rowFactory };
}
