import type { ReactNode } from 'react';
import { Alert, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconXboxX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts, useAlerts, type AlertKind } from './alerts-store';

const look: Record<AlertKind, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCircleCheck aria-hidden /> },
  danger: { color: 'red', icon: <IconXboxX aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle aria-hidden /> },
};

/** The alerts at the top of the content (spec part 1 §2, §8). */
export function Alerts() {
  const items = useAlerts();
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" aria-label={t('alerts.region')} component="section">
      {items.map((item) => (
        <Alert
          key={item.id}
          color={look[item.kind].color}
          icon={look[item.kind].icon}
          variant="light"
          withCloseButton
          closeButtonLabel={t('alerts.close')}
          onClose={() => alerts.dismiss(item.id)}
          data-kind={item.kind}
        >
          {item.list ? (
            <List size="sm" withPadding>
              {item.messages.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          ) : (
            item.messages[0]
          )}
        </Alert>
      ))}
    </Stack>
  );
}
