/**
 * The Drizzle tables, one file per area: migrations are generated from this folder into
 * server/drizzle/ by drizzle-kit (`npm run db:generate`) and applied at start.
 */
export * from './columns';
export * from './people';
export * from './production';
export * from './stock';
export * from './purchasing';
export * from './estimation';
export * from './audit';
export * from './roll-ups';
export * from './quotes';
export * from './idempotency';
export * from './planning';
