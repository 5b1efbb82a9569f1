import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { activityDefinitions, findActivityDefinition, formatCurrencyToCents, formatDuration } from '@tintero/domain';
import { FormModal } from '../../components/form-modal';
import type { PlannedActivitiesProps, PlannedActivityRecord } from '../../components/planned-activities-slot';
import { RowAction, RowActions } from '../../components/row-actions';
import { ActivityForm } from './components/activity-form/activity-form';
import type { ActivityRecord, Definition } from './types';

/** Seconds as a short Spanish duration: 1200 → "20 min", 2 → "2 s", 3900 → "1 h 5 min". */
export function shortDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 s';
}

/** "Regla N.º 12: 20 min + 2 s por golpe": where a planned activity's times came from. */
export function ruleExplanation(t: TFunction, activity: PlannedActivityRecord, unit: string): string | null {
  const rule = activity.time_estimation_rule;
  if (!rule) return null;
  return t('quote.ruleExplained', {
    id: rule.id,
    before: shortDuration(rule.time_before_production),
    perUnit: shortDuration(rule.estimated_production_time),
    unit,
  });
}

/** The unit a type's estimate counts: impressions count strokes ("golpe"); pre-cut packages; others units. */
const unitOf = (definition: Definition | undefined) =>
  definition?.estimateQuantityField === 'number_of_packages'
    ? 'paquete'
    : definition?.type === 'impression' || definition?.type === 'die_cut'
      ? 'golpe'
      : 'unidad';

/**
 * A quote option's planned activities (DESIGN §12.1): the order's activity forms from the registry,
 * in planned mode (no workers, due date or finishing), their times filled by the rules and
 * explained; the list shows each one's estimate and its share of labour and machinery.
 */
export function PlannedActivities({ activities, editable, save, remove }: PlannedActivitiesProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string>(activityDefinitions[0]!.type);
  const [editing, setEditing] = useState<{ definition: Definition; record: PlannedActivityRecord | null } | null>(null);

  return (
    <Stack gap="xs">
      {activities.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quote.noActivities')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.fields.activity_type')}</Table.Th>
              <Table.Th>{t('quote.fields.quantity')}</Table.Th>
              <Table.Th>{t('quote.fields.estimated_time')}</Table.Th>
              <Table.Th>{t('quote.fields.rule')}</Table.Th>
              <Table.Th>{t('quote.fields.labour_cost')}</Table.Th>
              <Table.Th>{t('quote.fields.machinery_cost')}</Table.Th>
              {editable ? <Table.Th aria-label={t('quote.list.actionsColumn')} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {activities.map((activity) => {
              const definition = findActivityDefinition(activity.activity_type);
              return (
                <Table.Tr key={activity.id} data-planned-activity={activity.activity_type}>
                  <Table.Td>
                    {activity.activity_type_name}
                    {activity.machine ? (
                      <Text size="xs" c="dimmed">
                        {activity.machine}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{activity.quantity ?? ''}</Table.Td>
                  <Table.Td>{formatDuration(activity.total_estimated_production_time)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{ruleExplanation(t, activity, unitOf(definition)) ?? t('quote.typedTimes')}</Text>
                  </Table.Td>
                  <Table.Td>{formatCurrencyToCents(activity.labour_cost)}</Table.Td>
                  <Table.Td>{formatCurrencyToCents(activity.machinery_cost)}</Table.Td>
                  {editable ? (
                    <Table.Td>
                      <RowActions>
                        <RowAction
                          label={t('quote.actions.edit')}
                          accessibleName={`${t('quote.actions.edit')} ${activity.activity_type_name}`}
                          icon={IconEdit}
                          onClick={() => definition && setEditing({ definition, record: activity })}
                        />
                        <RowAction
                          label={t('quote.actions.delete')}
                          accessibleName={`${t('quote.actions.delete')} ${activity.activity_type_name}`}
                          icon={IconTrash}
                          color="red"
                          onClick={() => void remove(activity.id).catch(() => undefined)}
                        />
                      </RowActions>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {editable ? (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label={t('quote.fields.activity_type')}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
            data={activityDefinitions.map((definition) => ({ value: definition.type, label: t(definition.labelKey) }))}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ definition: findActivityDefinition(adding)!, record: null })}
          >
            {t('quote.actions.addActivity')}
          </Button>
        </Group>
      ) : null}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t(editing.definition.labelKey) : ''}
        size="xl"
        centered
      >
        {editing ? (
          <ActivityForm
            key={editing.record?.id ?? 'new'}
            definition={editing.definition}
            record={editing.record as unknown as ActivityRecord | null}
            orderId={1}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
            planned={{ send: (data) => save(editing.record?.id ?? null, data) }}
          />
        ) : null}
      </FormModal>
    </Stack>
  );
}
