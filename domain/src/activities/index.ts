/**
 * The activity-type registry (DESIGN §2: activities are data). Server routes, forms, tables, cards
 * and the print view are generic code driven by `activityDefinitions`.
 */
export * from './messages';
export * from './fields';
export * from './supply-fields';
export * from './common';
export * from './define';
export * from './formulas';
export * from './registry';
export * from './translations';
export * from './machines';
export * from './examples';
export * from './work';
