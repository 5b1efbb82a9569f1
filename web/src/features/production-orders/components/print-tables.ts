import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { isApiError } from '../../../lib/api-client';
import type { ProductionOrderPrintTableDefinition, ProductionOrderPrintTableProps } from '../../../lib/production-order-extensions';
import { productionOrdersResource } from '../api';

export interface LoadedPrintTable {
  value: string;
  Component: ComponentType<ProductionOrderPrintTableProps>;
  data: unknown;
}

/**
 * Runs every print table's code download and data load at once and settles when all have ended
 * (spec part 1 §2): a 404 leaves that table out silently, any other failure is logged and leaves
 * it out. It never fails as a whole, so the view always prints.
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
        return { value: table.value, Component, data };
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) console.error(`Tabla de impresión "${table.value}":`, error);
        return null;
      }
    }),
  );
  return settled.filter((table): table is LoadedPrintTable => table !== null);
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
