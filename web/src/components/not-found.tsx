import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

/** The record a screen asked for does not exist (404): the screen shows this instead of an empty page. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** "N.º 99999 no existe": what was asked for, and the way back to its list. */
export function NotFound({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="xl" component="section" aria-label={title}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconFileUnknown size={36} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text size="lg">{message}</Text>
        <Button component={Link} to={backTo} size="md">
          {backLabel}
        </Button>
        <Button component={Link} to="/" variant="subtle">
          {t('common.actions.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
