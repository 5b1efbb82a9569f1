import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The SPA. In development Vite proxies the API to the Fastify server on :3000; in production the
 * server serves `web/dist` itself (history fallback to index.html), so URLs stay same-origin.
 * `API_TARGET` points the proxy at a server on another port.
 */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/** Module ids inside these npm packages (a scoped name's slash matches either separator). */
const inPackages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/** The UI kit every screen stands on, sign-in included. */
const uiKit = inPackages(
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@mantine/core',
  '@mantine/hooks',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
);
/** What the signed-in screens share beyond the kit: forms, tables, dialogs, icons. */
const screensKit = inPackages('react-hook-form', 'mantine-datatable', '@mantine/modals', '@tabler/icons-react');
/** The domain's schemas and money: zod and big.js, which the sign-in screen does without. */
const domainKit = (id: string) => /[\\/]domain[\\/]src[\\/]/.test(id) || inPackages('zod', 'big.js', '@hookform/resolvers').test(id);
/** The app's own shared code (components, lib, config) that the first download does not hold. */
const appShared = /[\\/]web[\\/]src[\\/](?:components|lib|config)[\\/]/;
/** The entry module itself: it stays the entry chunk. */
const entryModule = /[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * Chunks (issue 14): a screen opened by URL loads in two rounds after index.html. First the entry
 * and, preloaded beside it, `app` (the rest of our first download: router, guards, session, texts)
 * and `vendor` (the part of the UI kit the first screen runs). Then the route's own chunk and,
 * preloaded in parallel by Vite (`modulePreload`), the few shared chunks it imports:
 * `vendor-screens` (the rest of the kit and the screens' libraries, loaded once with the first
 * screen), `domain` (schemas, money; not for sign-in), `app-shared` (our components and lib).
 * Plain HTTP/1.1 on a workshop LAN opens six connections per host: fifty small chunks queue behind
 * each other, a handful do not. Rarely used heavy libraries (charts, QR, Excel writing, date
 * pickers) stay in their own lazy chunks, loaded only where used. A module goes to the matching
 * group of highest priority; `$initial` marks what the entry imports statically. `npm run build`
 * then checks the initial JavaScript against its budget (scripts/check-size.mjs).
 */
const initial = ['$initial' as const];
const codeSplitting = {
  groups: [
    { name: 'vendor', test: uiKit, tags: initial, priority: 40 },
    { name: 'app', test: (id: string) => !uiKit.test(id) && !entryModule.test(id), tags: initial, priority: 30 },
    { name: 'vendor-screens', test: (id: string) => uiKit.test(id) || screensKit.test(id), priority: 20 },
    { name: 'domain', test: domainKit, priority: 17 },
    { name: 'app-shared', test: appShared, priority: 15 },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    // Every text file of the build also as .br (quality 11) and .gz (level 9), sent as such by the
    // server (@fastify/static preCompressed): the best ratio, paid once at build instead of per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // A lazy route's chunk and every chunk it imports are requested together (<link rel=modulepreload>
    // before the import), not one after another as each module's imports are discovered.
    modulePreload: { polyfill: true },
    rolldownOptions: { output: { codeSplitting } },
  },
});
