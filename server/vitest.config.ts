import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app on a fresh database; argon2 and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
