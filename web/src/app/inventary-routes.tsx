import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

const showInventary = async () => ({ Component: (await import('../features/inventaries/show-inventary-page')).ShowInventaryPage });

/** The inventory screens (spec part 2 §2), each a lazy chunk; an inventory detail opens the inventory's view. */
export const inventaryRoutes: RouteObject[] = [
  {
    path: patterns.inventaries.list,
    lazy: async () => ({ Component: (await import('../features/inventaries/inventaries-list-page')).InventariesListPage }),
  },
  {
    path: patterns.inventaries.new,
    lazy: async () => ({ Component: (await import('../features/inventaries/new-inventary-page')).NewInventaryPage }),
  },
  { path: patterns.inventaries.show, loader: integerParamsLoader, lazy: showInventary },
  {
    path: patterns.inventaries.edit,
    loader: integerParamsLoader,
    lazy: async () => ({ Component: (await import('../features/inventaries/edit-inventary-page')).EditInventaryPage }),
  },
  { path: patterns.inventaries.detail, loader: integerParamsLoader, lazy: showInventary },
];
