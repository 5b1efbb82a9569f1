import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ChoosableColumn {
  name: string;
  title: ReactNode;
}

/** "Columnas" in a table's toolbar: opens the panel below it and says how many columns are hidden. */
export function ColumnChooserButton({ open, hiddenCount, onToggle }: { open: boolean; hiddenCount: number; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant={open ? 'light' : 'default'}
      aria-expanded={open}
      leftSection={<IconColumns3 size={20} aria-hidden />}
      onClick={onToggle}
    >
      {hiddenCount ? t('common.table.columns.buttonHidden', { count: hiddenCount }) : t('common.table.columns.button')}
    </Button>
  );
}

interface ColumnChooserPanelProps {
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  onClose: () => void;
}

/**
 * A checkbox per column a person may hide (not the identifying column nor the row actions), laid
 * out above the table so each change shows at once: finger-sized, no hover, no floating layer.
 */
export function ColumnChooserPanel({ columns, hidden, onChange, onClose }: ColumnChooserPanelProps) {
  const { t } = useTranslation();
  const hiddenCount = columns.filter((column) => hidden.includes(column.name)).length;
  const toggle = (name: string, shown: boolean) => onChange(shown ? hidden.filter((other) => other !== name) : [...hidden, name]);
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t('common.table.columns.title')}>
      <Text fw={600} size="sm" mb="xs">
        {t('common.table.columns.title')}
      </Text>
      <Group gap="md">
        {columns.map((column) => (
          <Checkbox
            key={column.name}
            size="md"
            label={column.title}
            checked={!hidden.includes(column.name)}
            onChange={(event) => toggle(column.name, event.currentTarget.checked)}
          />
        ))}
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" disabled={hiddenCount === 0} onClick={() => onChange([])}>
          {t('common.table.columns.showAll')}
        </Button>
        <Button onClick={onClose}>{t('common.table.columns.done')}</Button>
      </Group>
    </Paper>
  );
}
