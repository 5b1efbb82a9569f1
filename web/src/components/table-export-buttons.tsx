import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconFileSpreadsheet, IconFileTypeCsv, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../lib/alerts-store';
import { copyText } from '../lib/clipboard';
import { downloadCsv, downloadXlsx, exportTable, toTsv, type ExportColumn } from '../lib/table-export';

/** A table's export, opted into with the DataTable's `exportAs`. */
export interface TableExportOptions {
  /** The files' name before the date: `usuarios` → `usuarios-2026-03-20.xlsx`. */
  fileName: string;
  /** The Excel sheet's name; the file name when not given. */
  sheet?: string;
}

type Format = 'copy' | 'excel' | 'csv';

interface TableExportButtonsProps<T> {
  options: TableExportOptions;
  columns: readonly ExportColumn<T>[];
  records: readonly T[];
}

/**
 * The spec's copy, Excel and CSV buttons above a table (part 1 §9): labelled, finger-sized and in
 * sight without hovering. They export every record the table holds, not only the page shown.
 */
export function TableExportButtons<T>({ options, columns, records }: TableExportButtonsProps<T>) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Format | null>(null);

  const run = async (format: Format) => {
    setRunning(format);
    const table = exportTable(columns, records);
    const count = table.rows.length;
    try {
      if (format === 'copy') {
        // Over plain http on the workshop's network too (lib/clipboard.ts).
        if (await copyText(toTsv(table))) alerts.success(t('common.table.export.copied', { count }));
        else alerts.warning(t('common.table.export.clipboardRefused'));
      } else {
        const fileName =
          format === 'excel' ? await downloadXlsx(table, options.fileName, options.sheet) : await downloadCsv(table, options.fileName);
        alerts.success(t('common.table.export.downloaded', { fileName, count }));
      }
    } catch {
      // The spreadsheet code is a separate file: it fails to load when the connection drops.
      alerts.danger(t('common.table.export.failed'));
    } finally {
      setRunning(null);
    }
  };

  const button = (format: Format, label: string, Icon: TablerIcon) => (
    <Button
      variant="default"
      leftSection={<Icon size={20} aria-hidden />}
      loading={running === format}
      disabled={records.length === 0 || (running !== null && running !== format)}
      onClick={() => void run(format)}
    >
      {label}
    </Button>
  );

  return (
    <Group justify="flex-end" gap="xs" wrap="wrap" role="group" aria-label={t('common.table.export.toolbar')}>
      {button('copy', t('common.table.export.copy'), IconCopy)}
      {button('excel', t('common.table.export.excel'), IconFileSpreadsheet)}
      {button('csv', t('common.table.export.csv'), IconFileTypeCsv)}
    </Group>
  );
}
