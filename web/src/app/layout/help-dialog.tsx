import { Anchor, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@tintero/domain';
import { useAbout } from '../../lib/about';
import { API_PREFIX } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import logo from '../../assets/logo.svg';

/**
 * The API docs' page (swagger-ui) reads the session this app keeps in the browser, so an
 * administrator signed in here opens it already authorised (server/src/plugins/api-docs.ts).
 */
const API_DOCS_URL = `${API_PREFIX}/docs`;

/** About text, contact address and version (spec part 1 §1); administrators' link to the API docs. */
export function HelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The contact address is the server's CONTACT_EMAIL, so changing it needs no rebuild.
  const about = useAbout({ enabled: opened });
  const contact = about.data?.contact_email;
  // Hidden when the server does not serve them (API_DOCS=false) and to whoever they would refuse.
  const showApiDocs = useSession()?.claims.role === 'administrator' && about.data?.api_docs === true;
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
        {showApiDocs && (
          <Text>
            {t('help.apiDocsLead')}{' '}
            <Anchor href={API_DOCS_URL} target="_blank" rel="noopener">
              {t('help.apiDocs')}
            </Anchor>
          </Text>
        )}
        <Text c="dimmed" size="sm">
          {t('help.version', { version: APP_VERSION })}
        </Text>
      </Stack>
    </Modal>
  );
}
