import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconFileSpreadsheet, IconFileTypeCsv, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TableFormat } from '@tintero/domain';
import { alerts } from '../lib/alerts-store';
import { copyText } from '../lib/clipboard';
import { downloadCsv, downloadXlsx, exportTable, saveFile, toTsv, type ExportColumn } from '../lib/table-export';

/** A table's export, opted into with the DataTable's `exportAs`. */
export interface TableExportOptions {
  /** The files' name before the date: `usuarios` → `usuarios-2026-03-20.xlsx`. */
  fileName: string;
  /** The Excel sheet's name; the file name when not given. */
  sheet?: string;
}

type Action = 'copy' | 'excel' | 'csv';

interface ExportButtonsProps {
  disabled: boolean;
  /** Runs one button's export; what it throws is said as `failedMessage`. */
  onExport: (action: Action) => Promise<void>;
  failedMessage?: string;
}

/**
 * The spec's copy, Excel and CSV buttons above a table (part 1 §9): labelled, finger-sized and in
 * sight without hovering; the one running shows it, the others wait.
 */
function ExportButtons({ disabled, onExport, failedMessage }: ExportButtonsProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Action | null>(null);
  const run = async (action: Action) => {
    setRunning(action);
    try {
      await onExport(action);
    } catch {
      // The spreadsheet code is a separate file, and a server export a request: either fails when the connection drops.
      alerts.danger(failedMessage ?? t('common.table.export.failed'));
    } finally {
      setRunning(null);
    }
  };
  const button = (action: Action, label: string, Icon: TablerIcon) => (
    <Button
      variant="default"
      leftSection={<Icon size={20} aria-hidden />}
      loading={running === action}
      disabled={disabled || (running !== null && running !== action)}
      onClick={() => void run(action)}
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

/** Puts text on the clipboard and says how many rows went, or why none did. */
async function copyRows(text: string, count: number, t: ReturnType<typeof useTranslation>['t']) {
  // Over plain http on the workshop's network too (lib/clipboard.ts).
  if (await copyText(text)) alerts.success(t('common.table.export.copied', { count }));
  else alerts.warning(t('common.table.export.clipboardRefused'));
}

interface TableExportButtonsProps<T> {
  options: TableExportOptions;
  columns: readonly ExportColumn<T>[];
  records: readonly T[];
}

/** A table's export of every record it holds, not only the page shown, written in the browser. */
export function TableExportButtons<T>({ options, columns, records }: TableExportButtonsProps<T>) {
  const { t } = useTranslation();
  const onExport = async (action: Action) => {
    const table = exportTable(columns, records);
    const count = table.rows.length;
    if (action === 'copy') return copyRows(await toTsv(table), count, t);
    const fileName =
      action === 'excel' ? await downloadXlsx(table, options.fileName, options.sheet) : await downloadCsv(table, options.fileName);
    alerts.success(t('common.table.export.downloaded', { fileName, count }));
  };
  return <ExportButtons disabled={records.length === 0} onExport={onExport} />;
}

const FORMAT_OF: Record<Action, TableFormat> = { copy: 'tsv', excel: 'xlsx', csv: 'csv' };

interface ServerExportButtonsProps {
  /** Asks the server for every row of the list's search (all its pages) in one format. */
  fetchExport: (format: TableFormat) => Promise<{ blob: Blob; filename: string }>;
  disabled?: boolean;
  /** What a failure says (the table's general words when absent). */
  failedMessage?: string;
}

/**
 * The same three buttons for a server-paged list (supplies, rules, a supply's kardex, the supplies
 * history, the consolidated labour report): the table holds one page, so every file, and the text
 * "Copiar" puts on the clipboard, comes from the server, streamed, with every row searched.
 */
export function ServerExportButtons({ fetchExport, disabled = false, failedMessage }: ServerExportButtonsProps) {
  const { t } = useTranslation();
  const onExport = async (action: Action) => {
    const { blob, filename } = await fetchExport(FORMAT_OF[action]);
    if (action === 'copy') {
      const text = (await blob.text()).replace(/\r\n$/, '');
      return copyRows(text, text.split('\r\n').length - 1, t);
    }
    saveFile(blob, filename);
    alerts.success(t('common.table.export.downloadedFile', { fileName: filename }));
  };
  return <ExportButtons disabled={disabled} onExport={onExport} failedMessage={failedMessage} />;
}
