import { loadConfig, ConfigError } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { pgCode } from '../lib/pg-errors';
import { rebuildRollUps } from './rebuild';

/**
 * `npm run rollups:rebuild` (README; docs/decisions/031): every roll-up of the server's database
 * (as its owner: MIGRATION_DATABASE_URL, else DATABASE_URL, else DATA_DIR) rebuilt from the raw
 * rows in one transaction, in APP_TIME_ZONE. For after changing APP_TIME_ZONE by hand (a server
 * started with it does this itself) or a restore made outside `npm run restore`. On PGlite, stop
 * the server first (its folder is locked while it runs).
 */
process.umask(0o077);
try {
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.migrationDatabaseUrl ?? config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
  });
  try {
    const started = Date.now();
    await handle.db.transaction((tx) => rebuildRollUps(tx, config.appTimeZone));
    console.log(`Resúmenes de trabajo y de existencias recalculados en ${config.appTimeZone} (${Date.now() - started} ms).`);
  } finally {
    await handle.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  const state = pgCode(error);
  if (known) console.error((error as Error).message);
  else if (state) console.error(`La base de datos rechazó la operación (SQLSTATE ${state}). No se cambió nada.`);
  else console.error(error);
  process.exit(1);
}
