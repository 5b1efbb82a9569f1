import { useState } from 'react';
import { Accordion, Alert, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AuditRecordType } from '@tintero/domain';
import { useAuditEvents } from '../lib/audit-events';
import { useSession } from '../lib/session';
import { AuditChanges, auditRecordLabel } from './audit-changes';

const HISTORY_PAGE_LENGTH = 10;

function HistoryEvents({ recordType, recordId }: { recordType: AuditRecordType; recordId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useAuditEvents({ record_type: recordType, record_id: recordId, page, per_page: HISTORY_PAGE_LENGTH });
  if (events.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('audit.history.loading')}</Text>
      </Group>
    );
  }
  if (events.isError) return <Alert color="red">{t('audit.history.error')}</Alert>;
  const { data, total } = events.data;
  if (total === 0) return <Text size="sm">{t('audit.history.empty')}</Text>;
  return (
    <Stack gap="sm">
      {data.map((event) => (
        <Stack key={event.id} gap={2} component="article" data-testid="audit-event">
          <Text size="sm">
            <Text span fw={600}>
              {formatDateTime(event.at)}
            </Text>{' '}
            · {event.user_name ?? t('audit.system')} · {t(`audit.actions.${event.action}`)}
            {/* A part of this record (an order's activity, a purchase's detail) says which one. */}
            {event.record_type !== recordType || event.record_id !== recordId
              ? ` · ${auditRecordLabel(t, event.record_type, event.record_id)}`
              : ''}
          </Text>
          <AuditChanges event={event} />
        </Stack>
      ))}
      {total > HISTORY_PAGE_LENGTH ? (
        <Pagination size="sm" total={Math.ceil(total / HISTORY_PAGE_LENGTH)} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}

/**
 * The "Historial" panel of a record's screen (issue 15): who created and changed it, and its parts,
 * from `GET /v1/audit_events?record_type=…&record_id=…`. Closed by default; it asks the server only
 * once opened. Administrators only (the trail is theirs): nothing for anyone else.
 */
export function AuditHistory({ recordType, recordId }: { recordType: AuditRecordType; recordId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  if (session?.claims.role !== 'administrator') return null;
  return (
    <Accordion variant="contained" value={opened ? 'history' : null} onChange={(value) => setOpened(value === 'history')}>
      <Accordion.Item value="history">
        <Accordion.Control icon={<IconHistory size={18} aria-hidden />}>{t('audit.history.title')}</Accordion.Control>
        <Accordion.Panel>{opened ? <HistoryEvents recordType={recordType} recordId={recordId} /> : null}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
