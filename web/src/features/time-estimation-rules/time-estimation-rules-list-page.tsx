import { Button, Group, Stack } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration, RULE_NAME_MAX, type TimeEstimationRuleListItem } from '@tintero/domain';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { ListSearch } from '../../components/list-search';
import { PageHeader } from '../../components/page-header';
import { ServerExportButtons } from '../../components/table-export-buttons';
import { RowAction, RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { SEARCH_DELAY_MS, sortable, usePagedList } from '../../lib/paged-list';
import { useErrorAlert } from '../../lib/screen-hooks';
import { fetchRulesExport, useDeleteRule, useRulesPage, type RuleSort } from './api';
import { AccuracyBadge } from './components/accuracy-badge';

/** Spec part 2 §9: the general table's page length, no length menu. */
export const RULES_PAGE_LENGTH = 10;
/** Spec part 2 §9: a server-side table searches 400 ms after the last keystroke. */
export const RULES_SEARCH_DELAY_MS = SEARCH_DELAY_MS;

type Rule = TimeEstimationRuleListItem;

/** The columns a header sorts on the server (the activity by its name); by name at first. */
const SORTS = sortable<RuleSort>(['name', 'id', 'time_before_production', 'estimated_production_time', 'updated_at'], {
  activity_name: 'activity',
});

/**
 * The time-estimation rules (/settings/time_estimation_rules, spec part 2 §2): server-side paged,
 * searched and sorted; edit and delete per row; add and export to Excel above. Beyond the spec, a
 * "Precisión" column says how far the actual times of the activities each rule estimated fell from
 * it, so a rule that is always wrong is seen.
 */
export function TimeEstimationRulesListPage() {
  const { t } = useTranslation();
  const list = usePagedList({ perPage: RULES_PAGE_LENGTH, sorts: SORTS, search: true });
  const rules = useRulesPage(list.query);
  const remove = useDeleteRule();
  useErrorAlert(rules.error, t('timeEstimationRule.messages.error.querying'));

  const runDelete = (rule: Rule) =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        alerts.success(t('timeEstimationRule.messages.success.deleted'));
        // Deleting the last row of a page shows the page before it.
        list.removedOne(rules.data?.data.length);
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
    { accessor: 'activity_name', title: t('timeEstimationRule.fields.activity'), sortable: true },
    {
      accessor: 'time_before_production',
      title: t('timeEstimationRule.fields.time_before_production'),
      kind: 'duration',
      sortable: true,
      render: (rule) => formatDuration(rule.time_before_production),
    },
    {
      accessor: 'estimated_production_time',
      title: t('timeEstimationRule.fields.estimated_production_time'),
      kind: 'duration',
      sortable: true,
      render: (rule) => formatDuration(rule.estimated_production_time),
    },
    {
      accessor: 'updated_at',
      title: t('timeEstimationRule.fields.updated_at'),
      kind: 'dateTime',
      sortable: true,
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
          <ServerExportButtons
            fetchExport={(format) => fetchRulesExport(list.criteria, format)}
            failedMessage={t('timeEstimationRule.messages.error.exporting_to_excel')}
          />
          <Button component={Link} to={paths.timeEstimationRules.new} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('timeEstimationRule.list.create')}
          </Button>
        </Group>
      </PageHeader>
      <ListSearch label={t('timeEstimationRule.list.search')} maxLength={RULE_NAME_MAX} input={list.searchInput} />
      <DataTable<Rule>
        columnsKey="time-estimation-rules"
        {...list.table(rules)}
        columns={columns}
        noRecordsText={t('timeEstimationRule.list.empty')}
        customRowAttributes={(rule) => ({ 'data-rule-id': rule.id })}
      />
    </Stack>
  );
}
