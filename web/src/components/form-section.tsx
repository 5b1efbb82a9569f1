import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A framed part of a page form, with its title when the form has several. */
export function FormSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      {title ? (
        <Title order={2} size="h4" mb="md">
          {title}
        </Title>
      ) : null}
      {children}
    </Paper>
  );
}
