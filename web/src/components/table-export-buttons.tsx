import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconFileSpreadsheet, IconFileTypeCsv, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../lib/alerts-store';
import { downloadCsv, downloadXlsx, exportTable, toTsv, type ExportColumn, type ExportTable } from '../lib/table-export';

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
 * Copies the table as tab-separated text; answers false when the browser refuses the clipboard.
 * Safari lets a page write the clipboard only within the tap itself, before any await: a
 * ClipboardItem given the text still to come claims it at once. Elsewhere, writeText.
 */
async function copyToClipboard(table: ExportTable): Promise<boolean> {
  const text = toTsv(table);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((tsv) => new Blob([tsv], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or a browser that wants the text itself: the plain call below decides.
    }
  }
  // The spreadsheet code failing to load throws here: that is not the clipboard's refusal.
  const tsv = await text;
  try {
    await navigator.clipboard.writeText(tsv);
    return true;
  } catch {
    return false;
  }
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
        if (await copyToClipboard(table)) alerts.success(t('common.table.export.copied', { count }));
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
