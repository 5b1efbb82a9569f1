import type { ProductionOrderSectionDefinition } from '../lib/production-order-extensions';

/**
 * The blocks of the production order detail view (/production_orders/{id}) below the summary, in
 * screen order (spec part 1 §2): supplies used, leftovers and external services tables, then the
 * collapsible 'pre-finisheds' (pre-press, pre-cut, impression) and 'finisheds' (every other type)
 * sections.
 *
 * How a feature adds its block: export a component taking ProductionOrderSectionProps
 * (lib/production-order-extensions.ts) that renders its own heading and renders nothing when it
 * has no records (a section shows only when it has records), then add an entry, e.g.
 *
 *   { value: 'supplies_used', load: () => import('../features/order-supplies/supplies-used-section').then((m) => m.SuppliesUsedSection) },
 *
 * Each block is its own chunk, loaded when the detail view opens.
 */
export const productionOrderDetailSections: readonly ProductionOrderSectionDefinition[] = [
  // An order made from a quote (DESIGN §12.1): what was quoted against what it cost, and the planned supplies.
  { value: 'quote_comparison', load: () => import('../features/quotes/order-quote-sections').then((m) => m.QuoteComparisonSection) },
  { value: 'planned_supplies', load: () => import('../features/quotes/order-quote-sections').then((m) => m.PlannedSuppliesSection) },
  { value: 'supplies_used', load: () => import('../features/order-supplies/supplies-used-section').then((m) => m.SuppliesUsedSection) },
  { value: 'leftovers', load: () => import('../features/order-supplies/leftovers-section').then((m) => m.LeftoversSection) },
  {
    value: 'external_services',
    load: () => import('../features/order-supplies/external-services-section').then((m) => m.ExternalServicesSection),
  },
  { value: 'pre_finisheds', load: () => import('../features/activities/activity-sections').then((m) => m.PreFinishedsSection) },
  { value: 'finisheds', load: () => import('../features/activities/activity-sections').then((m) => m.FinishedsSection) },
];
