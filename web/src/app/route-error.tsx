import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Last resort for a screen that failed to render or load (e.g. a chunk of an older build after a
 * deploy): says so and offers a full reload.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" mt="xl" radius="md">
      <Stack gap="md">
        <Title order={2}>{t('common.messages.error.unexpected')}</Title>
        {detail ? (
          <Text c="dimmed" size="sm">
            {detail}
          </Text>
        ) : null}
        <Button onClick={() => window.location.assign('/')}>{t('common.actions.goHome')}</Button>
      </Stack>
    </Paper>
  );
}
