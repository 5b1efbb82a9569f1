import { defineConfig } from 'vitest/config';

/** One runner, three projects: `npm test` runs them all; `--project server` runs one. */
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
  },
});
