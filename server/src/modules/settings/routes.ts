import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsResponseSchema, settingsResponseSchema, settingsSchema } from '@tintero/domain';
import { wrappedBody } from '../../lib/route-schemas';
import { readPublicSettings, readSettings } from './queries';
import { updateSettings } from './service';

/**
 * The workshop's settings (DESIGN §12.1): administrators read and change them; sellers and
 * administrators read what a quote's form and print view show (`/settings/public`: the workshop's
 * name, the validity and the terms; never the hour rate). docs/decisions/041.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.get('/settings', { schema: { tags, summary: 'Configuración del taller', response: { 200: settingsResponseSchema } } }, async () =>
    readSettings(app.db),
  );

  app.get(
    '/settings/public',
    {
      config: { access: { roles: ['seller'] } },
      schema: {
        tags,
        summary: 'Lo que la cotización impresa muestra: nombre del taller, días de validez y condiciones',
        response: { 200: publicSettingsResponseSchema },
      },
    },
    async () => readPublicSettings(app.db),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Cambia la configuración (los campos enviados)',
        body: wrappedBody('setting', settingsSchema),
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => updateSettings(app.db, request.currentUser, request.body.setting),
  );
};
