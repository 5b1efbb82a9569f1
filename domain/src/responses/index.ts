/**
 * The answers of every route (DESIGN §4), per role: the server serializes exactly these, the web
 * reads their types. Operators' and sellers' variants declare no money (DESIGN §5).
 */
export * from './common';
export * from './app';
export * from './users';
export * from './lists';
export * from './machines';
export * from './production-orders';
export * from './activities';
export * from './supplies';
export * from './order-supplies';
export * from './operator-work';
export * from './purchases';
export * from './inventaries';
export * from './time-estimation-rules';
export * from './reports';
export * from './shop-floor';
export * from './insights';
export * from './audit-events';
export * from './quotes';
export * from './planning';
