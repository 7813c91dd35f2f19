import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'plugins/**/*.test.ts', 'src/**/*.test.ts', 'examples/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
