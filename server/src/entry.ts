import { setSourceMapsSupport } from 'node:module';

/**
 * The production bundle's entry (server/build.mjs writes it as dist/main.js): source maps on, then
 * the server (main.ts). On here rather than with `node --enable-source-maps`: under that flag every
 * pino logger (Fastify makes one at start) asks util.getCallSites for its callers and maps them
 * through the bundle's whole source map, 6 MB parsed before listening (0.2 s of CPU on an idle
 * machine, 60-90 MB kept; decision 036). Turned on here, a stack in the log still points at the
 * TypeScript sources: the map is parsed when the first stack is written.
 */
setSourceMapsSupport(true);
await import('./main');
