import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** A screen's title (the page's only h1) with its main buttons on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
