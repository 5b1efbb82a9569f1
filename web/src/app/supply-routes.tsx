import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

/**
 * The supplies and kardex screens (spec part 2 §2), each a lazy chunk. Paths match without regard
 * to case, so the sidebar's /kardex/search opens the same screen as /Kardex/Search.
 */
export const supplyRoutes: RouteObject[] = [
  {
    path: patterns.supplies.list,
    lazy: async () => ({ Component: (await import('../features/supplies/supplies-list-page')).SuppliesListPage }),
  },
  {
    path: patterns.supplies.new,
    lazy: async () => ({ Component: (await import('../features/supplies/new-supply-page')).NewSupplyPage }),
  },
  {
    path: patterns.supplies.history,
    lazy: async () => ({ Component: (await import('../features/supplies/supplies-history-page')).SuppliesHistoryPage }),
  },
  {
    path: patterns.supplies.show,
    loader: integerParamsLoader,
    lazy: async () => ({ Component: (await import('../features/supplies/show-supply-page')).ShowSupplyPage }),
  },
  {
    path: patterns.supplies.edit,
    loader: integerParamsLoader,
    lazy: async () => ({ Component: (await import('../features/supplies/edit-supply-page')).EditSupplyPage }),
  },
  {
    path: patterns.kardexSearch,
    lazy: async () => ({ Component: (await import('../features/supplies/consolidated-kardex-page')).ConsolidatedKardexPage }),
  },
];
