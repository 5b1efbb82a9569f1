import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Component tests: jsdom, Testing Library, the matchers and browser shims Mantine needs. */
export default defineProject({
  plugins: [react()],
  // The service worker's registration (vite-plugin-pwa's virtual module) exists only in the build;
  // app/service-worker.ts imports it in production only.
  resolve: { alias: { 'virtual:pwa-register': fileURLToPath(new URL('./test/no-service-worker.ts', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
    // Mantine, React and the icons again for each of ~30 files took more than half the suite's
    // time. Files stay independent through test/setup.ts: it unmounts, restores the real clock
    // and empties the session, alerts and storage after every test.
    isolate: false,
    // Room for a few finds at asyncUtilTimeout (test/setup.ts) on a loaded machine: a test that
    // passes ends when its last condition holds, whatever this says.
    testTimeout: 60_000,
  },
});
