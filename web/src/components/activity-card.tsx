import { useState, type ReactNode } from 'react';
import { Button, Group, List, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  activityCardLayout,
  commonFields,
  formatOfKind,
  fullName,
  OBSERVATION_MAX,
  readOnlyFormats,
  type ActivityResponse,
  type AnyActivityDefinition,
  type DisplayFormat,
} from '@tintero/domain';
import { alerts } from '../lib/alerts-store';
import { messageDialog } from './confirm-dialog';
import { FieldList, type FieldListItem } from './field-list';
import { StatusBadge } from './status-badge';
import { errorMessage } from '../lib/api-client';
import { useSession } from '../lib/session';
import { displayValue, formatQuantity, type DisplaySpec } from './activity-display';
import { TimeSpent } from './time-spent';
import { WorkerIntervals } from './worker-intervals';
import type { Catalogues } from '../lib/catalogue';

export type ActivityCardMode = 'full' | 'operator';

export interface ActivityCardProps {
  definition: AnyActivityDefinition;
  record: ActivityResponse;
  /** `full` (administrators: money, workers, times) or `operator` (no money). */
  mode?: ActivityCardMode;
  catalogues?: Catalogues;
  /**
   * Operator mode: saves the operator's observation (the caller knows the activity-user id). When
   * given, the card shows the observation form with its save button.
   */
  onSaveObservation?: (observation: string) => Promise<unknown>;
  /** The operator's own observation on the activity (their activity user's), where the form starts. */
  ownObservation?: string | null;
  /** Buttons at the card's foot (the interval editor's, for administrators). */
  actions?: ReactNode;
  /** The card a link landed on (a job ticket's activity on a closed order): marked and scrolled into view. */
  highlighted?: boolean;
}

/** A marked card is brought to the middle of the screen as it is drawn. */
const scrollIntoViewOnce = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'center' });

/** How a common entry of the card shows (registry formats of read-only and common fields). */
function formatOf(name: string): DisplayFormat {
  const field = commonFields[name as keyof typeof commonFields];
  return readOnlyFormats[name as keyof typeof readOnlyFormats] ?? (field ? formatOfKind[field.kind] : 'text');
}

/**
 * The read-only card of one activity (spec part 2 §2 "Activity cards"), any type, from its
 * registry definition: id, status, machine, total estimated time and time spent coloured against
 * the estimate (yellow up to the server's tolerance over, red beyond), then the type's own entries. Full mode adds
 * labour value, machinery cost, the third party or the workers each with their intervals (start,
 * end, time; also on finished orders), start and end, observation and timestamps; operator mode start time and due date (pre-cut and impression only the start).
 */
export function ActivityCard({
  definition,
  record,
  mode = 'full',
  catalogues,
  onSaveObservation,
  ownObservation,
  actions,
  highlighted = false,
}: ActivityCardProps) {
  const { t } = useTranslation();
  // Each worker's intervals are administrators' reading (operators reach only their own activity users).
  const administrator = useSession()?.claims.role === 'administrator';
  const context = { t, catalogues };
  const show = (spec: DisplaySpec) => displayValue(spec, record[spec.name], context);
  const label = (name: string) => t(definition.labelKeyOf(name));

  const items: FieldListItem[] = [
    { name: 'machine', label: label('machine'), value: record.machine },
    {
      name: 'total_estimated_production_time',
      label: label('total_estimated_production_time'),
      value: show({ name: 'total_estimated_production_time', format: 'duration' }),
    },
    {
      name: 'time_spent',
      label: label('time_spent'),
      value: <TimeSpent estimatedSeconds={record.total_estimated_production_time} minutes={record.time_spent} />,
    },
    ...definition.card.fields.map((entry) => ({ name: entry.name, label: t(entry.labelKey), value: show(entry) })),
  ];

  if (mode === 'operator') {
    for (const name of definition.card.operatorFields) {
      items.push({ name, label: label(name), value: show({ name, format: name === 'due_date' ? 'date' : 'datetime' }) });
    }
  } else {
    // Made by a third party: the third's name instead of the workers.
    const workers: ReactNode = record.was_made_by_third ? (
      record.third
    ) : record.users.length > 0 ? (
      <List size="sm" spacing={2}>
        {record.users.map((worker) => (
          <List.Item key={worker.id}>
            {t('activity.card.worker', {
              name: fullName(worker),
              quantity: formatQuantity(worker.quantity_produced ?? 0),
              status: t(`status.${worker.status}`, { defaultValue: worker.status }),
            })}
            {administrator ? <WorkerIntervals activityUserId={worker.activity_user_id} name={fullName(worker)} /> : null}
          </List.Item>
        ))}
      </List>
    ) : (
      t('activity.card.noWorkers')
    );
    const withIntervals = administrator && !record.was_made_by_third && record.users.length > 0;
    let usersLabel = t('activity.card.workers');
    if (record.was_made_by_third) usersLabel = label('was_made_by_third');
    else if (withIntervals) usersLabel = t('activity.card.workersAndIntervals');
    for (const name of activityCardLayout.full) {
      items.push({
        name,
        label: name !== 'users' ? label(name) : usersLabel,
        value: name === 'users' ? workers : show({ name, format: formatOf(name) }),
        // Each worker's intervals read on one line each: the workers take the card's width.
        wide: name === 'users' && withIntervals,
      });
    }
  }

  const title = t('activity.card.title', { name: t(definition.labelKey), id: record.id });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={title}
      data-activity-id={record.id}
      data-activity-type={definition.type}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
      bg={highlighted ? 'yellow.1' : undefined}
      shadow={highlighted ? 'lg' : undefined}
      style={highlighted ? { border: '3px solid var(--mantine-color-orange-6)' } : undefined}
      ref={highlighted ? scrollIntoViewOnce : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={4} size="h5">
            {title}
          </Title>
          <StatusBadge status={record.status || 'pending'} />
        </Group>
        <FieldList items={items} cols={{ base: 1, xs: 2 }} />
        {mode === 'operator' && onSaveObservation ? (
          <ObservationForm
            initial={(ownObservation !== undefined ? ownObservation : record.observation) ?? ''}
            required={definition.operatorObservationRequired}
            label={label('observation')}
            onSave={onSaveObservation}
          />
        ) : null}
        {actions ? (
          <Group justify="flex-end" gap="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ObservationForm({
  initial,
  required,
  label,
  onSave,
}: {
  initial: string;
  required: boolean;
  label: string;
  onSave: (observation: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const observation = text.trim();
    // Spec part 2 §5: saving needs a non-empty observation, otherwise a warning.
    if (observation === '') {
      alerts.warning(t('activities.messages.warning.observation'));
      return;
    }
    setSaving(true);
    try {
      await onSave(observation);
      // Spec part 2 §8: a success dialog, so the operator sees it was kept before walking away.
      messageDialog({ kind: 'success', message: t('activities.messages.success.observationSaved') });
    } catch (error) {
      alerts.danger(errorMessage(error, t('activities.messages.error.savingObservation')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        size="md"
        required={required}
        withAsterisk={false}
        maxLength={OBSERVATION_MAX}
        rows={3}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="lg" onClick={() => void save()} loading={saving}>
          {t('activity.actions.saveObservation')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The operator-mode card (no money), for the operator dashboard. */
export const OperatorActivityCard = (props: Omit<ActivityCardProps, 'mode'>) => <ActivityCard {...props} mode="operator" />;
