import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SupplyCreatorContext, type SupplyCreatorProps } from '../components/supply-creator';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

const showPurchase = async () => ({ Component: (await import('../features/purchases/show-purchase-page')).ShowPurchasePage });

/** A purchase form screen with the supplies' "new supply" dialog at hand (the app layer composes the two areas). */
const withSupplyCreator = (load: () => Promise<ComponentType>) => async () => {
  const [Screen, { NewSupplyModal }] = await Promise.all([load(), import('../features/supplies/components/new-supply-modal')]);
  return {
    Component: () => (
      <SupplyCreatorContext.Provider value={(props: SupplyCreatorProps) => <NewSupplyModal {...props} />}>
        <Screen />
      </SupplyCreatorContext.Provider>
    ),
  };
};

/** The purchases screens (spec part 2 §2), each a lazy chunk; a purchase detail opens the purchase's view. */
export const purchaseRoutes: RouteObject[] = [
  {
    path: patterns.purchases.list,
    lazy: async () => ({ Component: (await import('../features/purchases/purchases-list-page')).PurchasesListPage }),
  },
  {
    path: patterns.purchases.new,
    lazy: withSupplyCreator(async () => (await import('../features/purchases/new-purchase-page')).NewPurchasePage),
  },
  { path: patterns.purchases.show, loader: integerParamsLoader, lazy: showPurchase },
  {
    path: patterns.purchases.edit,
    loader: integerParamsLoader,
    lazy: withSupplyCreator(async () => (await import('../features/purchases/edit-purchase-page')).EditPurchasePage),
  },
  { path: patterns.purchases.detail, loader: integerParamsLoader, lazy: showPurchase },
];
