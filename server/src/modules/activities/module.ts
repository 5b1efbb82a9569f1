import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { machineRoutes } from '../machines/routes';
import { activityRoutes, type ActivityRouteOptions } from './routes';

/** The activities (17 resources and their workers) and the machines they run on, as one registration. */
export const activitiesModule: FastifyPluginAsyncZod<ActivityRouteOptions> = async (app, options) => {
  await app.register(activityRoutes, options);
  await app.register(machineRoutes);
};
