import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

/**
 * The production order screens (spec part 1 §2), each a lazy chunk. The edit, detail and print
 * screens are composed here with the app layer's lists of what other features plug into them
 * (tabs, detail sections, print tables): features do not import each other.
 */
export const productionOrderRoutes: RouteObject[] = [
  {
    path: patterns.productionOrders.list,
    lazy: async () => ({
      Component: (await import('../features/production-orders/production-orders-list-page')).ProductionOrdersListPage,
    }),
  },
  {
    path: patterns.productionOrders.new,
    lazy: async () => ({
      Component: (await import('../features/production-orders/new-production-order-page')).NewProductionOrderPage,
    }),
  },
  {
    path: patterns.productionOrders.show,
    loader: integerParamsLoader,
    lazy: async () => {
      const [{ ShowProductionOrderPage }, { productionOrderDetailSections }] = await Promise.all([
        import('../features/production-orders/show-production-order-page'),
        import('./production-order-detail-sections'),
      ]);
      return { Component: () => <ShowProductionOrderPage sections={productionOrderDetailSections} /> };
    },
  },
  {
    path: patterns.productionOrders.edit,
    loader: integerParamsLoader,
    lazy: async () => {
      const [{ EditProductionOrderPage }, { productionOrderTabs }] = await Promise.all([
        import('../features/production-orders/edit-production-order-page'),
        import('./production-order-tabs'),
      ]);
      return { Component: () => <EditProductionOrderPage tabs={productionOrderTabs} /> };
    },
  },
];

/** The print view: outside the signed-in layout (no sidebar or menus), still for administrators. */
export const productionOrderPrintRoute: RouteObject = {
  path: patterns.productionOrders.print,
  loader: integerParamsLoader,
  lazy: async () => {
    const [{ ProductionOrderPrintPage }, { productionOrderPrintTables }] = await Promise.all([
      import('../features/production-orders/production-order-print-page'),
      import('./production-order-print-tables'),
      // Outside the signed-in layout, which brings the areas' texts to the other screens.
      import('../lib/i18n-areas'),
    ]);
    return { Component: () => <ProductionOrderPrintPage tables={productionOrderPrintTables} /> };
  },
};
