// Tintero itself, on the bench database, in its own process (so the load generator does not share its event loop).
import { buildApp } from '@tintero/server/src/app';
import { loadConfig } from '@tintero/server/src/config';
import { openDatabase } from '@tintero/server/src/db/client';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, jwtSecret: process.env.JWT_SECRET ?? 'bench-secret' });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
// Exit normally on SIGTERM so `--cpu-prof` (when profiling) writes its file.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
