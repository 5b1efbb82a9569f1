import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration, RULE_NAME_MAX, type TimeEstimationRuleListItem } from '@tintero/domain';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableSortStatus, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { WorkbookExportButton } from '../../components/workbook-export-button';
import { RowAction, RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { useErrorAlert } from '../../lib/screen-hooks';
import { fetchRulesWorkbook, useDeleteRule, useRulesPage, type RuleSort } from './api';
import { AccuracyBadge } from './components/accuracy-badge';

/** Spec part 2 §9: the general table's page length, no length menu. */
export const RULES_PAGE_LENGTH = 10;
/** Spec part 2 §9: a server-side table searches 400 ms after the last keystroke. */
export const RULES_SEARCH_DELAY_MS = 400;

type Rule = TimeEstimationRuleListItem;

/** The column a header sorts by on the server. */
const sortOf: Record<string, RuleSort> = {
  id: 'id',
  name: 'name',
  activity_name: 'activity',
  time_before_production: 'time_before_production',
  estimated_production_time: 'estimated_production_time',
  updated_at: 'updated_at',
};

/**
 * The time-estimation rules (/settings/time_estimation_rules, spec part 2 §2): server-side paged,
 * searched and sorted; edit and delete per row; add and export to Excel above. Beyond the spec, a
 * "Precisión" column says how far the actual times of the activities each rule estimated fell from
 * it, so a rule that is always wrong is seen.
 */
export function TimeEstimationRulesListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), RULES_SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Rule>>({ columnAccessor: 'name', direction: 'asc' });
  // A new search starts at page 1 (the page is reset when the debounced text changes).
  const [searchedFor, setSearchedFor] = useState(debouncedSearch);
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPage(1);
  }

  const shown = {
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    sort: sortOf[sortStatus.columnAccessor] ?? 'name',
    order: sortStatus.direction,
  };
  const rules = useRulesPage({ page, per_page: RULES_PAGE_LENGTH, ...shown });
  const remove = useDeleteRule();
  useErrorAlert(rules.error, t('timeEstimationRule.messages.error.querying'));

  const runDelete = (rule: Rule) =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        alerts.success(t('timeEstimationRule.messages.success.deleted'));
        // Deleting the last row of a page shows the page before it.
        if (rules.data && rules.data.data.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => alerts.danger(errorMessage(error, t('timeEstimationRule.messages.error.deleting'))),
    });

  const askDelete = (rule: Rule) =>
    confirmDialog({
      kind: 'warning',
      title: t('timeEstimationRule.confirm.deleteTitle'),
      message: t('timeEstimationRule.confirm.deleteMessage', { name: rule.name }),
      confirmLabel: t('timeEstimationRule.confirm.deleteConfirm'),
      cancelLabel: t('common.actions.cancel'),
      confirmColor: 'red',
      onConfirm: () => runDelete(rule),
    });

  const columns: TableColumn<Rule>[] = [
    { accessor: 'id', title: t('timeEstimationRule.fields.id'), kind: 'id', sortable: true },
    { accessor: 'name', title: t('timeEstimationRule.fields.name'), kind: 'longText', sortable: true },
    { accessor: 'activity_name', title: t('timeEstimationRule.fields.activity'), sortable: true, visibleFrom: 'md' },
    {
      accessor: 'time_before_production',
      title: t('timeEstimationRule.fields.time_before_production'),
      kind: 'duration',
      sortable: true,
      visibleFrom: 'lg',
      render: (rule) => formatDuration(rule.time_before_production),
    },
    {
      accessor: 'estimated_production_time',
      title: t('timeEstimationRule.fields.estimated_production_time'),
      kind: 'duration',
      sortable: true,
      visibleFrom: 'lg',
      render: (rule) => formatDuration(rule.estimated_production_time),
    },
    {
      accessor: 'updated_at',
      title: t('timeEstimationRule.fields.updated_at'),
      kind: 'dateTime',
      sortable: true,
      visibleFrom: 'xl',
      render: (rule) => formatDateTime(rule.updated_at),
    },
    {
      accessor: 'accuracy',
      title: t('timeEstimationRule.fields.accuracy'),
      kind: 'status',
      render: (rule) => <AccuracyBadge accuracy={rule.accuracy} />,
    },
    {
      accessor: 'actions',
      title: t('timeEstimationRule.list.actionsColumn'),
      kind: 'actions',
      render: (rule) => (
        <RowActions>
          <RowAction label={t('timeEstimationRule.actions.edit')} icon={IconEdit} to={paths.timeEstimationRules.edit(rule.id)} />
          <RowAction
            label={t('timeEstimationRule.actions.delete')}
            icon={IconTrash}
            color="red"
            onClick={() => askDelete(rule)}
            loading={remove.isPending && remove.variables === rule.id}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('timeEstimationRule.titles.list')}>
        <Group gap="xs">
          <WorkbookExportButton
            fetchWorkbook={() => fetchRulesWorkbook(shown)}
            errorMessage={t('timeEstimationRule.messages.error.exporting_to_excel')}
          />
          <Button component={Link} to={paths.timeEstimationRules.new} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('timeEstimationRule.list.create')}
          </Button>
        </Group>
      </PageHeader>
      <Group justify="flex-end">
        <TextInput
          label={t('timeEstimationRule.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
          maxLength={RULE_NAME_MAX}
        />
      </Group>
      <DataTable<Rule>
        records={rules.data?.data ?? []}
        columns={columns}
        fetching={rules.isFetching}
        loaderBackgroundBlur={1}
        noRecordsText={t('timeEstimationRule.list.empty')}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setSortStatus(status);
          setPage(1);
        }}
        customRowAttributes={(rule) => ({ 'data-rule-id': rule.id })}
        totalRecords={rules.data?.total ?? 0}
        recordsPerPage={RULES_PAGE_LENGTH}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
