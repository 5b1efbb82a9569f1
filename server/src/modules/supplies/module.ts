import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kardexRoutes } from '../kardex/routes';
import { orderSupplyRoutes } from '../order-supplies/routes';
import { supplyRoutes } from './routes';

/**
 * Supplies and the stock ledger as one registration: supplies (with their history and export),
 * the kardex, and the supplies used, leftovers and external services of production orders.
 */
export const suppliesModule: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  await app.register(supplyRoutes, options);
  await app.register(kardexRoutes, options);
  await app.register(orderSupplyRoutes, options);
};
