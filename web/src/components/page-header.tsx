import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/**
 * A screen's title (the page's only h1), a badge beside it when the record has a state to show,
 * and the screen's main buttons on the right. Every screen of the signed-in layout starts with one.
 */
export function PageHeader({ title, badge, children }: { title: string; badge?: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {badge}
      </Group>
      {children}
    </Group>
  );
}
