import { useState } from 'react';
import { Anchor, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_OPENING_DAYS,
  AUDIT_RECORD_TYPES,
  formatDateTime,
  lastDaysRange,
  todayInDisplayZone,
  type AuditEventResponse,
  type AuditRecordType,
  type User,
} from '@tintero/domain';
import { AuditChanges, auditRecordLabel } from '../../components/audit-changes';
import { DataTable, type TableColumn } from '../../components/data-table';
import { DateRangeFields } from '../../components/date-range-fields';
import { FilterForm } from '../../components/filter-form';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { userKeys } from '../../lib/query-keys';
import { useAuditEvents, type AuditEventsQuery } from '../../lib/audit-events';
import { urlDay, usePagedList } from '../../lib/paged-list';
import { useErrorAlert } from '../../lib/screen-hooks';

export const AUDIT_PAGE_LENGTH = 20;

const wholeNumber = z.coerce.number().int().positive().max(999_999_999).optional();

/** The filters of the URL; what cannot be a filter reads as none (the record id as typed: digits). */
const FILTERS = {
  record_type: z.enum(AUDIT_RECORD_TYPES).optional(),
  record_id: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  user_id: wholeNumber,
  from_date: urlDay,
  to_date: urlDay,
};

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

/**
 * The audit trail (/audit, administrators; issue 15): who created, changed, cancelled or deleted
 * what, and every sign-in, newest first, paged on the server. The filters live in the URL, so a
 * search can be shared or reloaded; each change reads "field: before → after". It opens on the last
 * AUDIT_OPENING_DAYS (the server counts only those for the pager); a record's history is whole.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const list = usePagedList({ perPage: AUDIT_PAGE_LENGTH, filters: FILTERS });
  const { record_id: typedId, ...rest } = list.query;
  // A record id is a filter only with its type, and only when it is one.
  const recordId = rest.record_type ? wholeNumber.catch(undefined).parse(typedId) : undefined;
  // The URL's dates, else the last AUDIT_OPENING_DAYS; a record's history is shown whole.
  const [opening] = useState(() => lastDaysRange(todayInDisplayZone(), AUDIT_OPENING_DAYS));
  const dated = rest.from_date !== undefined || rest.to_date !== undefined || recordId !== undefined;
  const shownRange = dated ? {} : opening;
  const query: AuditEventsQuery = { ...shownRange, ...rest, ...(recordId ? { record_id: recordId } : {}) };
  const events = useAuditEvents(query);
  useErrorAlert(events.error, t('audit.list.error'));
  const users = useQuery({ queryKey: userKeys.list(), queryFn: ({ signal }) => api.get<User[]>('/users', { signal }) });

  /** Every change filters at once, from page 1, without a history entry per keystroke. */
  const setFilter = (values: Parameters<typeof list.setFilters>[0]) => list.setFilters(values, { replace: true });

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
    { accessor: 'ip', title: t('audit.columns.ip'), render: (event) => event.ip ?? '' },
    {
      accessor: 'changes',
      title: t('audit.columns.changes'),
      render: (event) => <AuditChanges event={event} />,
      exportValue: (event) => JSON.stringify(event.changes),
    },
  ];

  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name}` }));
  const typeOptions = AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: t(`audit.recordTypes.${type}`) }));

  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} />
      <FilterForm label={t('audit.filters.label')} align="flex-end">
        <Select
          label={t('audit.filters.record_type')}
          placeholder={t('audit.filters.allTypes')}
          data={typeOptions}
          value={query.record_type ?? null}
          onChange={(value) =>
            setFilter(value ? { record_type: value as AuditRecordType } : { record_type: undefined, record_id: undefined })
          }
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
          value={list.filters.record_id ?? ''}
          onChange={(event) => setFilter({ record_id: event.currentTarget.value.replace(/\D/g, '').slice(0, 9) })}
          w={160}
        />
        <Select
          label={t('audit.filters.user')}
          placeholder={t('audit.filters.anyUser')}
          data={userOptions}
          value={query.user_id ? String(query.user_id) : null}
          onChange={(value) => setFilter({ user_id: value ? Number(value) : undefined })}
          clearable
          searchable
          w={240}
        />
        <DateRangeFields
          values={query}
          // Changing one date of the opening range keeps the other where it was shown.
          onChange={(bound, value) => setFilter({ ...shownRange, [bound]: value })}
          labels={{ from_date: t('audit.filters.from_date'), to_date: t('audit.filters.to_date') }}
          toDescription={t('audit.filters.openingRange', { days: AUDIT_OPENING_DAYS })}
          widths={{ from_date: 170, to_date: 170 }}
        />
        <Button variant="default" onClick={() => list.clear({ replace: true })} disabled={!list.isFiltered}>
          {t('audit.filters.clear')}
        </Button>
      </FilterForm>
      <DataTable<AuditEventResponse>
        columnsKey="audit"
        {...list.table(events)}
        columns={columns}
        noRecordsText={t('audit.list.empty')}
        customRowAttributes={(event) => ({ 'data-audit-event-id': event.id })}
      />
    </Stack>
  );
}
