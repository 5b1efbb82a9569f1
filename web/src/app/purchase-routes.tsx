import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

const showPurchase = async () => ({ Component: (await import('../features/purchases/show-purchase-page')).ShowPurchasePage });

/** The purchases screens (spec part 2 §2), each a lazy chunk; a purchase detail opens the purchase's view. */
export const purchaseRoutes: RouteObject[] = [
  {
    path: patterns.purchases.list,
    lazy: async () => ({ Component: (await import('../features/purchases/purchases-list-page')).PurchasesListPage }),
  },
  {
    path: patterns.purchases.new,
    lazy: async () => ({ Component: (await import('../features/purchases/new-purchase-page')).NewPurchasePage }),
  },
  { path: patterns.purchases.show, loader: integerParamsLoader, lazy: showPurchase },
  {
    path: patterns.purchases.edit,
    loader: integerParamsLoader,
    lazy: async () => ({ Component: (await import('../features/purchases/edit-purchase-page')).EditPurchasePage }),
  },
  { path: patterns.purchases.detail, loader: integerParamsLoader, lazy: showPurchase },
];
