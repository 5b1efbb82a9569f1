import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app on a fresh database; argon2 and migrations take a moment.
    testTimeout: 30_000,
    // One module graph per worker, not per file: importing Fastify, Drizzle, zod and the domain
    // again for each of ~60 files took a quarter of the suite (361 s → 189 s on two cores). Files
    // stay independent: each builds its own app on its own fresh database, and nothing in src/
    // keeps state outside an app instance (a test that moves the clock puts it back in `finally`).
    isolate: false,
    hookTimeout: 60_000,
  },
});
