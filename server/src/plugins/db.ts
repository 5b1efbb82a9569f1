import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { startUpkeep, type Upkeep } from '../db/upkeep';
import { keepRollUpsInZone } from '../roll-ups/rebuild';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    dbListen: DatabaseHandle['listen'];
    /** PGlite's VACUUM (ANALYZE) on its schedule (db/upkeep.ts); does nothing on PostgreSQL. */
    dbUpkeep: Upkeep;
  }
}

/**
 * Decorates the app with the database, makes sure its roll-ups are counted in APP_TIME_ZONE's days
 * (rebuilt when they were not: roll-ups/rebuild.ts), starts the embedded database's upkeep, and on
 * shutdown stops the upkeep (waiting for the table it is on) before closing the database.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; upkeepHours: number; timeZone: string }) => {
    await keepRollUpsInZone(options.handle.db, options.timeZone, app.log);
    const upkeep = startUpkeep(options.handle, { everyHours: options.upkeepHours, log: app.log });
    app.decorate('db', options.handle.db);
    app.decorate('dbKind', options.handle.kind);
    app.decorate('dbListen', options.handle.listen);
    app.decorate('dbUpkeep', upkeep);
    app.addHook('onClose', async () => {
      await upkeep.stop();
      await options.handle.close();
    });
  },
  { name: 'db' },
);
