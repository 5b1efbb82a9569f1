import { Badge, Select, Stack, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { activityTypeName, formatDuration, type PlanningResponse } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { RowAction, RowActions } from '../../components/row-actions';
import { itemKey, type ScreenItem, type ScreenLane, type ScreenMove } from './plan-model';
import { wallText } from './timeline-geometry';

const RISK_BADGE = { late: 'red', at_risk: 'yellow', on_time: 'blue' } as const;

export interface PlanningListProps {
  answer: PlanningResponse;
  lanes: ScreenLane[];
  onMove: (move: ScreenMove) => void;
}

/**
 * The same plan as lists, one per lane (tablets, keyboards): each activity with its projection,
 * moved up or down its lane with buttons, or to another machine with a select (pending ones only).
 */
export function PlanningList({ answer, lanes, onMove }: PlanningListProps) {
  const { t } = useTranslation();
  const machineLanes = answer.lanes.filter((lane) => lane.machine_id !== null);
  const moveTo = (entry: ScreenItem, lane: string, position: number) =>
    onMove({ activity_type: entry.item.activity_type, activity_id: entry.item.activity_id, lane, position });

  const columnsOf = (lane: ScreenLane): TableColumn<ScreenItem>[] => [
    { accessor: 'position', title: '#', kind: 'id', render: (entry) => entry.position + 1 },
    {
      accessor: 'order',
      title: t('planning.fields.order'),
      render: (entry) => `N.º ${entry.item.production_order_id} · ${entry.item.reference}`,
    },
    { accessor: 'activity', title: t('planning.fields.activity'), render: (entry) => activityTypeName(entry.item.activity_type) },
    {
      accessor: 'remaining',
      title: t('planning.fields.remaining'),
      kind: 'duration',
      render: (entry) => formatDuration(entry.item.remaining_seconds),
    },
    { accessor: 'start', title: t('planning.fields.start'), kind: 'dateTime', render: (entry) => wallText(entry.start) },
    { accessor: 'end', title: t('planning.fields.end'), kind: 'dateTime', render: (entry) => wallText(entry.end) },
    { accessor: 'due', title: t('planning.fields.due'), kind: 'date', render: (entry) => entry.item.due_date ?? '—' },
    {
      accessor: 'risk',
      title: t('planning.fields.risk'),
      kind: 'status',
      render: (entry) => (
        <Badge color={entry.risk ? RISK_BADGE[entry.risk] : 'gray'} variant="light">
          {entry.risk ? t(`planning.risk.${entry.risk}`) : '—'}
          {entry.item.running ? ` · ${t('planning.running')}` : ''}
        </Badge>
      ),
      exportValue: (entry) => (entry.risk ? t(`planning.risk.${entry.risk}`) : ''),
    },
    {
      accessor: 'machine',
      title: t('planning.fields.machine'),
      exportValue: false,
      render: (entry) =>
        entry.item.status === 'pending' ? (
          <Select
            size="xs"
            aria-label={t('planning.actions.machineOf', {
              order: entry.item.production_order_id,
              activity: activityTypeName(entry.item.activity_type),
            })}
            data={[
              ...machineLanes.map((each) => ({ value: each.key, label: each.name })),
              { value: `t-${entry.item.activity_type}`, label: t('planning.noMachine') },
            ]}
            value={lane.lane.key}
            allowDeselect={false}
            onChange={(value) => {
              if (value && value !== lane.lane.key) moveTo(entry, value, lanes.find((each) => each.lane.key === value)?.items.length ?? 0);
            }}
          />
        ) : (
          lane.lane.name
        ),
    },
    {
      accessor: 'actions',
      title: t('planning.fields.actions'),
      kind: 'actions',
      render: (entry) => {
        const name = `${activityTypeName(entry.item.activity_type)} N.º ${entry.item.production_order_id}`;
        return (
          <RowActions>
            {entry.position > 0 ? (
              <RowAction
                label={t('planning.actions.up')}
                accessibleName={`${t('planning.actions.up')} ${name}`}
                icon={IconArrowUp}
                onClick={() => moveTo(entry, lane.lane.key, entry.position - 1)}
              />
            ) : null}
            {entry.position < lane.items.length - 1 ? (
              <RowAction
                label={t('planning.actions.down')}
                accessibleName={`${t('planning.actions.down')} ${name}`}
                icon={IconArrowDown}
                onClick={() => moveTo(entry, lane.lane.key, entry.position + 1)}
              />
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      {lanes
        .filter((lane) => lane.items.length > 0)
        .map((lane) => (
          <Stack key={lane.lane.key} gap="xs">
            <Title order={3} size="h4">
              {lane.lane.name}
            </Title>
            <DataTable<ScreenItem>
              aria-label={lane.lane.name}
              records={lane.items}
              idAccessor={(entry) => itemKey(entry.item)}
              columns={columnsOf(lane)}
              pageLength={false}
              noRecordsText={t('planning.list.empty')}
            />
          </Stack>
        ))}
    </Stack>
  );
}
