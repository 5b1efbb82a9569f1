import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_RECORD_TYPES, formatDateTime, type AuditEventResponse, type AuditRecordType, type User } from '@tintero/domain';
import { AuditChanges, auditRecordLabel } from '../../components/audit-changes';
import { DataTable, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useAuditEvents, type AuditEventsQuery } from '../../lib/audit-events';
import { useErrorAlert } from '../../lib/screen-hooks';

export const AUDIT_PAGE_LENGTH = 20;

type Filter = 'record_type' | 'record_id' | 'user_id' | 'from_date' | 'to_date';

const isRecordType = (value: string | null): value is AuditRecordType => AUDIT_RECORD_TYPES.includes(value as AuditRecordType);
const wholeNumber = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The screen that shows a record of each type (its parts link to their parent's). */
const screenOf: Partial<Record<AuditRecordType, (id: number) => string>> = {
  production_orders: paths.productionOrders.show,
  supplies: paths.supplies.show,
  purchases: paths.purchases.show,
  inventaries: paths.inventaries.show,
  time_estimation_rules: paths.timeEstimationRules.edit,
  users: paths.users.show,
};

function RecordCell({ event }: { event: AuditEventResponse }) {
  const { t } = useTranslation();
  const label = auditRecordLabel(t, event.record_type, event.record_id);
  const own = event.record_id !== null ? screenOf[event.record_type]?.(event.record_id) : undefined;
  const parent = event.parent_type && event.parent_id !== null ? screenOf[event.parent_type]?.(event.parent_id) : undefined;
  const partOf = event.parent_type ? t('audit.partOf', { type: t(`audit.recordTypes.${event.parent_type}`), id: event.parent_id }) : '';
  return (
    <Stack gap={0}>
      {own && event.action !== 'deleted' ? (
        <Anchor component={Link} to={own} size="sm">
          {label}
        </Anchor>
      ) : (
        <Text size="sm">{label}</Text>
      )}
      {event.parent_type && parent ? (
        <Anchor component={Link} to={parent} size="xs">
          {partOf}
        </Anchor>
      ) : event.parent_type ? (
        <Text size="xs" c="dimmed">
          {partOf}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The URL's filters as the API's query: what cannot be a filter is left out, not sent. */
function queryOf(params: URLSearchParams): AuditEventsQuery {
  const recordType = params.get('record_type');
  const type = isRecordType(recordType) ? recordType : undefined;
  const recordId = type ? wholeNumber(params.get('record_id')) : undefined;
  const userId = wholeNumber(params.get('user_id'));
  const from = day(params.get('from_date'));
  const to = day(params.get('to_date'));
  return {
    page: wholeNumber(params.get('page')) ?? 1,
    per_page: AUDIT_PAGE_LENGTH,
    ...(type ? { record_type: type } : {}),
    ...(recordId ? { record_id: recordId } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...(from ? { from_date: from } : {}),
    ...(to ? { to_date: to } : {}),
  };
}

/**
 * The audit trail (/audit, administrators; issue 15): who created, changed, cancelled or deleted
 * what, and every sign-in, newest first, paged on the server. The filters live in the URL, so a
 * search can be shared or reloaded; each change reads "field: before → after".
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const events = useAuditEvents(query);
  useErrorAlert(events.error, t('audit.list.error'));
  const users = useQuery({ queryKey: ['users', 'list', 'audit'], queryFn: ({ signal }) => api.get<User[]>('/users', { signal }) });

  /** A new filter starts at page 1; an empty one leaves the URL. */
  const setFilter = (filter: Filter, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(filter, value);
        else next.delete(filter);
        if (filter === 'record_type' && !value) next.delete('record_id');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(page));
      return next;
    });

  const columns: TableColumn<AuditEventResponse>[] = [
    { accessor: 'at', title: t('audit.columns.at'), kind: 'dateTime', render: (event) => formatDateTime(event.at) },
    { accessor: 'user_name', title: t('audit.columns.user'), render: (event) => event.user_name ?? t('audit.system') },
    { accessor: 'action', title: t('audit.columns.action'), kind: 'status', render: (event) => t(`audit.actions.${event.action}`) },
    {
      accessor: 'record_type',
      title: t('audit.columns.record'),
      render: (event) => <RecordCell event={event} />,
      exportValue: (event) => auditRecordLabel(t, event.record_type, event.record_id),
    },
    { accessor: 'ip', title: t('audit.columns.ip'), visibleFrom: 'xl', render: (event) => event.ip ?? '' },
    {
      accessor: 'changes',
      title: t('audit.columns.changes'),
      visibleFrom: 'md',
      render: (event) => <AuditChanges event={event} />,
      exportValue: (event) => JSON.stringify(event.changes),
    },
  ];

  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name}` }));
  const typeOptions = AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: t(`audit.recordTypes.${type}`) }));

  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('audit.filters.label')}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('audit.filters.record_type')}
            placeholder={t('audit.filters.allTypes')}
            data={typeOptions}
            value={query.record_type ?? null}
            onChange={(value) => setFilter('record_type', value)}
            clearable
            searchable
            w={240}
          />
          <TextInput
            label={t('audit.filters.record_id')}
            description={query.record_type ? undefined : t('audit.filters.record_idHint')}
            inputWrapperOrder={['label', 'input', 'description']}
            inputMode="numeric"
            disabled={!query.record_type}
            value={params.get('record_id') ?? ''}
            onChange={(event) => setFilter('record_id', event.currentTarget.value.replace(/\D/g, '').slice(0, 9))}
            w={160}
          />
          <Select
            label={t('audit.filters.user')}
            placeholder={t('audit.filters.anyUser')}
            data={userOptions}
            value={query.user_id ? String(query.user_id) : null}
            onChange={(value) => setFilter('user_id', value)}
            clearable
            searchable
            w={240}
          />
          <TextInput
            type="date"
            label={t('audit.filters.from_date')}
            value={query.from_date ?? ''}
            max={query.to_date}
            onChange={(event) => setFilter('from_date', event.currentTarget.value)}
            w={170}
          />
          <TextInput
            type="date"
            label={t('audit.filters.to_date')}
            value={query.to_date ?? ''}
            min={query.from_date}
            onChange={(event) => setFilter('to_date', event.currentTarget.value)}
            w={170}
          />
          <Button variant="default" onClick={() => setParams(new URLSearchParams(), { replace: true })} disabled={params.size === 0}>
            {t('audit.filters.clear')}
          </Button>
        </Group>
      </Paper>
      <DataTable<AuditEventResponse>
        records={events.data?.data ?? []}
        columns={columns}
        fetching={events.isFetching}
        loaderBackgroundBlur={1}
        noRecordsText={t('audit.list.empty')}
        customRowAttributes={(event) => ({ 'data-audit-event-id': event.id })}
        totalRecords={events.data?.total ?? 0}
        recordsPerPage={AUDIT_PAGE_LENGTH}
        page={query.page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
