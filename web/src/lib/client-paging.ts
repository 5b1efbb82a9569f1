import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Pages a list the server sent whole. The page asked for is clamped to the last one, so a shorter
 * list (a new search, a removed row) never shows an empty page. `tableProps` go on the DataTable.
 */
export function useClientPaging<T>(rows: readonly T[], pageLength: number) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(rows.length / pageLength));
  const currentPage = Math.min(page, lastPage);
  const records = rows.slice((currentPage - 1) * pageLength, currentPage * pageLength);
  return {
    records,
    setPage,
    tableProps: {
      totalRecords: rows.length,
      recordsPerPage: pageLength,
      page: currentPage,
      onPageChange: setPage,
      paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
        t('common.table.range', { from, to, total: totalRecords }),
    },
  };
}
