import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../lib/alerts-store';
import { saveFile } from '../lib/table-export';

export interface WorkbookExportButtonProps {
  /** Asks the server for the spreadsheet of everything searched, every page of it. */
  fetchWorkbook: () => Promise<{ blob: Blob; filename: string }>;
  disabled?: boolean;
  /** What a failure says (the kardex's words when absent). */
  errorMessage?: string;
}

/**
 * "Exportar a Excel" of every server-paged list (supplies, time-estimation rules, the kardex, the
 * supplies history, the consolidated labour report): the table holds one page, so the file comes
 * from the server, streamed, with every row searched. The one place a server workbook is saved.
 */
export function WorkbookExportButton({ fetchWorkbook, disabled, errorMessage }: WorkbookExportButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await fetchWorkbook();
      saveFile(blob, filename);
    } catch {
      alerts.danger(errorMessage ?? t('kardex.messages.error.exporting_to_excel'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      onClick={() => void run()}
      loading={exporting}
      disabled={disabled}
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
    >
      {t('kardex.actions.export')}
    </Button>
  );
}
