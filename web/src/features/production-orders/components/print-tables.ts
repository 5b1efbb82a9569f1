import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { isApiError } from '../../../lib/api-client';
import type { ProductionOrderPrintTableDefinition, ProductionOrderPrintTableProps } from '../../../lib/production-order-extensions';
import { productionOrdersResource } from '../api';

export interface LoadedPrintTable {
  value: string;
  Component: ComponentType<ProductionOrderPrintTableProps>;
  data: unknown;
  /** An entry without `fetch`: a heading of the tables after it. */
  heading: boolean;
}

/**
 * Runs every print table's code download and data load at once and settles when all have ended
 * (spec part 1 §2): nothing to print (`null`) or a 404 leaves that table out silently, any other
 * failure is logged and leaves it out. A heading stays only when a table follows it before the
 * next heading. It never fails as a whole, so the view always prints.
 */
export async function loadPrintTables(
  orderId: number,
  tables: readonly ProductionOrderPrintTableDefinition[],
  signal: AbortSignal,
): Promise<LoadedPrintTable[]> {
  const settled = await Promise.all(
    tables.map(async (table): Promise<LoadedPrintTable | null> => {
      try {
        const [Component, data] = await Promise.all([table.load(), table.fetch ? table.fetch(orderId, signal) : undefined]);
        if (data === null) return null;
        return { value: table.value, Component, data, heading: !table.fetch };
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) console.error(`Tabla de impresión "${table.value}":`, error);
        return null;
      }
    }),
  );
  const loaded = settled.filter((table): table is LoadedPrintTable => table !== null);
  return loaded.filter((table, index) => !table.heading || loaded[index + 1]?.heading === false);
}

export function usePrintTables(orderId: number, tables: readonly ProductionOrderPrintTableDefinition[]) {
  return useQuery({
    queryKey: [...productionOrdersResource.keys.detail(orderId), 'print-tables'],
    queryFn: ({ signal }) => loadPrintTables(orderId, tables, signal),
    staleTime: 0,
    gcTime: 0,
    structuralSharing: false,
  });
}
