import { Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@tintero/domain';
import logo from '../../assets/logo.svg';

/** Where people write for help; set at build time with VITE_CONTACT_EMAIL. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'soporte@tintero.local';

/** About text, contact address and version (spec part 1 §1). */
export function HelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('help.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        <Group justify="center">
          <Image src={logo} alt="" w={180} h="auto" />
        </Group>
        <Text>{t('help.about')}</Text>
        <Text>
          {t('help.contact')} <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
        </Text>
        <Text c="dimmed" size="sm">
          {t('help.version', { version: APP_VERSION })}
        </Text>
      </Stack>
    </Modal>
  );
}
