import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Component tests: jsdom, Testing Library, the matchers and browser shims Mantine needs. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
