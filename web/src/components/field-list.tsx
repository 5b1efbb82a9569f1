import type { ReactNode } from 'react';
import { SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';

export interface FieldListItem {
  /** Field name; also the item's `data-field`, for tests. */
  name: string;
  label: ReactNode;
  value: ReactNode;
  className?: string;
  /** Takes the whole row of the grid (a list too long for one column: a card's workers with their intervals). */
  wide?: boolean;
}

/**
 * Read-only label/value pairs (a definition list: screen readers read each label with its value),
 * laid out in a responsive grid.
 */
export function FieldList({ items, cols = { base: 1, xs: 2, md: 3 }, ...props }: { items: readonly FieldListItem[] } & SimpleGridProps) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0} {...props}>
      {items.map((item) => (
        <div key={item.name} data-field={item.name} className={item.className} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
