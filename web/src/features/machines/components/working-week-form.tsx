import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WEEK, type Machine, type Shift } from '@tintero/domain';
import { alerts } from '../../../lib/alerts-store';
import { errorMessage } from '../../../lib/api-client';

/** Monday first, as a workshop reads its week (the stored week is Sunday first). */
const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

interface Row {
  works: boolean;
  start: string;
  hours: number;
}

const toRow = (shift: Shift | null): Row =>
  shift
    ? {
        works: shift.seconds > 0,
        start: `${String(Math.floor(shift.start_minute / 60)).padStart(2, '0')}:${String(shift.start_minute % 60).padStart(2, '0')}`,
        hours: shift.seconds / 3600,
      }
    : { works: false, start: '07:00', hours: 8 };

const toShift = (row: Row): Shift | null => {
  if (!row.works) return null;
  const [hour, minute] = row.start.split(':').map(Number);
  return { start_minute: (hour ?? 0) * 60 + (minute ?? 0), seconds: Math.round(row.hours * 3600) };
};

/**
 * A machine's working week for planning (issue 25): per weekday whether it works, its shift's
 * start and hours. A machine never edited works the default week (Monday to Friday, 07:00, 8 h).
 */
export function WorkingWeekForm({
  machine,
  onSave,
  onDone,
}: {
  machine: Machine;
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => (machine.working_week ?? DEFAULT_WEEK).map(toRow));
  const [saving, setSaving] = useState(false);
  const set = (day: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, index) => (index === day ? { ...row, ...change } : row)));
  const save = async () => {
    setSaving(true);
    try {
      await onSave({ working_week: rows.map(toShift) });
      alerts.success(t('planning.week.saved'));
      onDone();
    } catch (error) {
      alerts.danger(errorMessage(error, t('planning.week.failed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Table aria-label={t('planning.week.title', { name: machine.name })}>
        <Table.Tbody>
          {DAYS.map((day) => (
            <Table.Tr key={day}>
              <Table.Td>
                <Checkbox
                  label={DAY_NAMES[day]}
                  checked={rows[day]!.works}
                  onChange={(event) => set(day, { works: event.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  type="time"
                  aria-label={`${t('planning.week.start')} ${DAY_NAMES[day]}`}
                  value={rows[day]!.start}
                  disabled={!rows[day]!.works}
                  onChange={(event) => set(day, { start: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${t('planning.week.hours')} ${DAY_NAMES[day]}`}
                  value={rows[day]!.hours}
                  min={0}
                  max={24}
                  step={0.5}
                  decimalScale={2}
                  disabled={!rows[day]!.works}
                  onChange={(value) => set(day, { hours: Number(value) || 0 })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.actions.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {t('planning.week.save')}
        </Button>
      </Group>
    </Stack>
  );
}
