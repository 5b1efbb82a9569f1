import { useEffect, useRef } from 'react';
import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { takeNewVersion, takeNewVersionIfSafe, useNewVersionWaiting } from '../service-worker';

/**
 * "Hay una versión nueva de Tintero" (issue 26): shown while a new version waits, with a button to
 * take it now. A move to another screen takes it by itself when nothing would be lost
 * (app/service-worker.ts says when that is).
 */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const waiting = useNewVersionWaiting();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (!waiting) return;
    if (shownOn.current !== pathname) takeNewVersionIfSafe();
    shownOn.current = pathname;
  }, [waiting, pathname]);

  if (!waiting) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
      <Paper role="status" shadow="md" p="md" withBorder maw={420}>
        <Stack gap="xs">
          <Text fw={600}>{t('appUpdate.title')}</Text>
          <Text size="sm">{t('appUpdate.message')}</Text>
          <Group justify="flex-end">
            <Button size="md" leftSection={<IconRefresh size={18} />} onClick={takeNewVersion}>
              {t('appUpdate.now')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
