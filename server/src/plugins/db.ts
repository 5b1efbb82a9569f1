import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { startUpkeep, type Upkeep } from '../db/upkeep';
import { keepRollUpsInZone } from '../roll-ups/rebuild';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /**
     * LISTEN on a channel. While the database is still opening it returns at once and listens as
     * soon as it is open, before any API request is let through: nothing can NOTIFY before then.
     */
    dbListen: DatabaseHandle['listen'];
    /** PGlite's VACUUM (ANALYZE) on its schedule (db/upkeep.ts); does nothing on PostgreSQL. */
    dbUpkeep: Upkeep;
    /** Whether the database has opened (migrations applied, catalogues seeded): `GET /v1/health` says it. */
    dbIsOpen: () => boolean;
  }
}

/** What needs no database: the health check (it says whether the database is open) and everything outside the API. */
const needsDatabase = (url: string) => (url === '/v1' || url.startsWith('/v1/')) && !url.startsWith('/v1/health');

/**
 * Decorates the app with the database, makes sure its roll-ups are counted in APP_TIME_ZONE's days
 * (rebuilt when they were not: roll-ups/rebuild.ts), starts the embedded database's upkeep, and on
 * shutdown stops the upkeep (waiting for the table it is on) before closing the database.
 *
 * `opened` settles when the database answers with its migrations applied (db/client.ts
 * `startDatabase`): the server listens before that, so the screens and the health check answer
 * within a second of start while five years of PGlite load (DESIGN §10); API requests wait here
 * until it has opened and the roll-ups are in the zone. If that fails, the process exits (main.ts)
 * and the waiting requests with it.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; upkeepHours: number; timeZone: string; opened?: Promise<void> }) => {
    let open = false;
    const subscriptions: Promise<void>[] = [];
    const opened = (options.opened ?? Promise.resolve()).then(async () => {
      await keepRollUpsInZone(options.handle.db, options.timeZone, app.log);
      await Promise.all(subscriptions);
      open = true;
    });
    // Seen by main.ts, which exits; a request waiting meanwhile must not turn it into an unhandled rejection.
    opened.catch(() => undefined);
    // Already open (tests, tools): ready before the first route, as before.
    if (options.opened === undefined) await opened;
    const upkeep = startUpkeep(options.handle, { everyHours: options.upkeepHours, log: app.log });
    app.decorate('db', options.handle.db);
    app.decorate('dbKind', options.handle.kind);
    app.decorate('dbListen', async (channel: string, listener: (payload: string) => void) => {
      if (open) return options.handle.listen(channel, listener);
      subscriptions.push((options.opened ?? Promise.resolve()).then(() => options.handle.listen(channel, listener)));
    });
    app.decorate('dbUpkeep', upkeep);
    app.decorate('dbIsOpen', () => open);
    app.addHook('onRequest', async (request) => {
      if (!open && needsDatabase(request.url)) await opened;
    });
    app.addHook('onClose', async () => {
      await upkeep.stop();
      await options.handle.close();
    });
  },
  { name: 'db' },
);
