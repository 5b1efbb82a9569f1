import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The one page every screen that is not built yet leads to. */
export function NotAvailable({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="indigo">
          <IconTools size={36} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{t('notAvailable.title')}</Title>
        <Text size="lg">{t('notAvailable.message')}</Text>
        <Button component={Link} to={homePath} variant="light">
          {t('common.actions.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
