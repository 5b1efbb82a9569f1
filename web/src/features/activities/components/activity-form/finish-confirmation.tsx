import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Finishing cannot be undone: the form asks inside itself before it finishes the activity. */
export function FinishConfirmation({ finishing, onCancel, onFinish }: { finishing: boolean; onCancel: () => void; onFinish: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('activity.question.are_you_sure')}
      role="alertdialog"
    >
      <Stack gap="sm">
        <Text size="sm">{t('activity.messages.warning.finishing')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={finishing}>
            {t('activity.actions.cancel')}
          </Button>
          <Button color="red" onClick={onFinish} loading={finishing} leftSection={<IconPlayerStop size={18} aria-hidden />}>
            {t('activity.actions.finish')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
