import { Anchor, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@tintero/domain';
import { useAbout } from '../../lib/about';
import logo from '../../assets/logo.svg';

/** About text, contact address and version (spec part 1 §1). */
export function HelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The contact address is the server's CONTACT_EMAIL, so changing it needs no rebuild.
  const about = useAbout({ enabled: opened });
  const contact = about.data?.contact_email;
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
          {t('help.contact')} {contact ? <Anchor href={`mailto:${contact}`}>{contact}</Anchor> : <Loader size="xs" />}
        </Text>
        <Text c="dimmed" size="sm">
          {t('help.version', { version: APP_VERSION })}
        </Text>
      </Stack>
    </Modal>
  );
}
