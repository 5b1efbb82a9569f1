import { useState } from 'react';

/**
 * Pages a list the server sent whole. The page asked for is clamped to the last one, so a shorter
 * list (a new search, a removed row) never shows an empty page. `tableProps` go on the DataTable
 * (components/data-table.tsx, which words the range in Spanish and exports `allRecords`).
 */
export function useClientPaging<T>(rows: readonly T[], pageLength: number, firstPage = 1) {
  const [page, setPage] = useState(firstPage);
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
      // The whole list, not the page: what the table's copy, Excel and CSV buttons export.
      allRecords: rows,
    },
  };
}
