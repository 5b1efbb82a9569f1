import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { activityDefinitions, findActivityDefinition, formatCurrencyToCents, formatDuration } from '@tintero/domain';
import { FormModal } from '../../components/form-modal';
import type { PlannedActivitiesProps, PlannedActivityRecord } from '../../components/planned-activities-slot';
import { PlannedItemsTable } from '../../components/planned-items-table';
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
      <PlannedItemsTable
        rows={activities}
        columns={[
          {
            header: t('quote.fields.activity_type'),
            cell: (activity) => (
              <>
                {activity.activity_type_name}
                {activity.machine ? (
                  <Text size="xs" c="dimmed">
                    {activity.machine}
                  </Text>
                ) : null}
              </>
            ),
          },
          { header: t('quote.fields.quantity'), cell: (activity) => activity.quantity ?? '' },
          { header: t('quote.fields.estimated_time'), cell: (activity) => formatDuration(activity.total_estimated_production_time) },
          {
            header: t('quote.fields.rule'),
            cell: (activity) => (
              <Text size="sm">
                {ruleExplanation(t, activity, findActivityDefinition(activity.activity_type)?.estimateUnit ?? 'unidad') ??
                  t('quote.typedTimes')}
              </Text>
            ),
          },
          { header: t('quote.fields.labour_cost'), cell: (activity) => formatCurrencyToCents(activity.labour_cost) },
          { header: t('quote.fields.machinery_cost'), cell: (activity) => formatCurrencyToCents(activity.machinery_cost) },
        ]}
        empty={t('quote.noActivities')}
        editable={editable}
        nameOf={(activity) => activity.activity_type_name}
        remove={remove}
        onEdit={(activity) => {
          const definition = findActivityDefinition(activity.activity_type);
          if (definition) setEditing({ definition, record: activity });
        }}
        rowAttributes={(activity) => ({ 'data-planned-activity': activity.activity_type })}
      />
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
