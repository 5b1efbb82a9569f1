// Tintero itself, on the bench database, in its own process (so the load generator does not share its event loop).
// With BENCH_CAPTURE=1 a request carrying `x-bench-capture: <name>` has its SQL sent to the parent (capture.ts).
import { buildApp } from '@tintero/server/src/app';
import { loadConfig } from '@tintero/server/src/config';
import { openDatabase } from '@tintero/server/src/db/client';
import { installCapture } from './capture';

const capture = process.env.BENCH_CAPTURE === '1' ? installCapture() : undefined;
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, jwtSecret: process.env.JWT_SECRET ?? 'bench-secret' });
if (capture) {
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-bench-capture']) capture.start();
  });
  app.addHook('onResponse', async (request) => {
    const name = request.headers['x-bench-capture'];
    if (typeof name === 'string') process.send?.({ type: 'capture', name, queries: capture.stop() });
  });
}
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
// Exit normally on SIGTERM so `--cpu-prof` (when profiling) writes its file.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
