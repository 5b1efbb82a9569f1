import './zod-config';
export * from './money';
export * from './format';
export * from './messages';
export * from './schema-helpers';
export * from './users';
export * from './catalogues';
export * from './production-orders';
export * from './activities';
export * from './supplies';
export * from './purchases';
export * from './inventaries';
export * from './time-estimation-rules';
export * from './reports';
export * from './insights';
export * from './audit-events';
export * from './responses';

export const APP_VERSION = '2.29.118';
