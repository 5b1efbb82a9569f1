import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ensureAdministrator, seedCatalogues } from '../src/db/seed';
import { ADMIN_PASSWORD, signIn as signInAs } from './helpers';

/**
 * The server listens while its database opens (main.ts, plugins/db.ts): the health check says
 * 503 "opening" meanwhile, API requests wait for the database instead of failing, and once it is
 * open both answer as usual.
 */
describe('while the database opens', () => {
  let app: App | undefined;
  afterAll(async () => app?.close());

  it('answers the health check at once with 503, holds API requests until the database is open, then answers them', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined, dataDir: null });
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const config = { ...loadConfig({}), webDist: '/nonexistent' };
    app = await buildApp({ config, database, databaseOpened: opened, jwtSecret: randomBytes(32).toString('hex') });
    await app.ready();

    const health = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'opening' });

    // The sign-in needs the administrator the opening creates: it must wait for it, not fail.
    let signedIn = false;
    const signIn = signInAs(app, 'admin', ADMIN_PASSWORD).then((response) => {
      signedIn = true;
      return response;
    });
    await seedCatalogues(database.db);
    await ensureAdministrator(database.db, ADMIN_PASSWORD);
    // Still held: nothing answers an API request before the opening is over.
    await new Promise((resolve) => setImmediate(resolve));
    expect(signedIn).toBe(false);

    open();
    expect((await signIn).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });
});
