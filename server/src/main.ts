import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openBackupChannel } from './backup/channel';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, startDatabase } from './db/client';
import { ensureAdministrator, seedCatalogues } from './db/seed';

/** JWT_SECRET, else one generated once into DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  // Everything this process creates is its owner's only: the database's files, the JWT secret, the
  // backup key, the backup channel's socket (docs/decisions/024). PGlite's own modes: db/file-modes.ts.
  process.umask(0o077);
  const config = loadConfig();
  // The server listens while the database opens (PGlite takes seconds on five years of history):
  // the screens and the health check answer at once, API requests wait for `opened` (plugins/db.ts).
  const database = await startDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
    // PGlite's worker thread died: every query fails from now on. Exit so the supervisor restarts us.
    onLost: (error) => {
      console.error(error);
      process.exit(1);
    },
  });
  const seeded = database.ready.then(async () => {
    await seedCatalogues(database.db);
    return ensureAdministrator(database.db, config.adminPassword);
  });

  const app = await buildApp({
    config,
    database,
    databaseOpened: seeded.then(() => undefined),
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    logger: { level: config.logLevel },
  });
  let backupChannel: Awaited<ReturnType<typeof openBackupChannel>> | undefined;

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database (which
  // releases the data folder lock), exit 0; after 10 s, exit 1 anyway.
  const shutdown = closeWithGrace({ delay: 10_000, skip: ['SIGINT', 'SIGTERM'] }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    app.log.info('Cerrando: no se aceptan conexiones nuevas; se terminan las solicitudes en curso.');
    await backupChannel?.close();
    await app.close();
  });
  // close-with-grace exits at once on a second signal. But one Ctrl-C reaches node twice or more:
  // from the terminal (the whole process group) and again from each npm that forwards it. Repeats
  // within a second are that echo; a later one means "stop now".
  let firstSignalAt: number | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (firstSignalAt === undefined) {
        firstSignalAt = Date.now();
        app.log.info({ signal }, `${signal} recibida.`);
        void shutdown.close();
      } else if (Date.now() - firstSignalAt > 1_000) {
        console.error(`${signal} otra vez: se sale sin esperar a las solicitudes en curso.`);
        process.exit(1);
      }
    });
  }

  await app.listen({ port: config.port, host: config.host });
  let admin: Awaited<typeof seeded>;
  try {
    admin = await seeded;
  } catch (error) {
    // Stopped while the database was still opening: closing it is what failed the opening.
    if (firstSignalAt !== undefined) return;
    throw error;
  }
  // On PGlite only this process may open the database: `npm run backup` asks it through this channel.
  if (database.kind === 'pglite') backupChannel = await openBackupChannel(config.dataDir, database.db, app.log);
  if (database.kind === 'pglite') {
    app.log.warn(`Base de datos embebida (PGlite) en ${config.dataDir}. Para producción use PostgreSQL con DATABASE_URL.`);
  } else if (database.serverOwnsAuditTrail) {
    app.log.warn(
      'El rol de DATABASE_URL es dueño de las tablas (o superusuario): podría cambiar o saltarse el registro de auditoría. ' +
        'En producción use dos roles: MIGRATION_DATABASE_URL para el dueño (README, "Production set-up on PostgreSQL").',
    );
  }
  if (admin) {
    const shown = admin.generated ? admin.password : '(la de ADMIN_PASSWORD)';
    console.log(`\n  Administrador creado. Usuario: ${admin.username}  Contraseña: ${shown}\n  Guárdela: no se volverá a mostrar.\n`);
  }
  console.log(`Tintero escuchando en ${config.tls ? 'https' : 'http'}://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  // A bad setting or a folder in use: the message says what to do; a stack would only hide it.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
