import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    dbListen: DatabaseHandle['listen'];
  }
}

/** Decorates the app with the database and closes it when the app closes (graceful shutdown). */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbKind', options.handle.kind);
    app.decorate('dbListen', options.handle.listen);
    app.addHook('onClose', async () => options.handle.close());
  },
  { name: 'db' },
);
