import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus's `@site/` alias, for browser code tested here (src/search).
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/**/*.test.ts', 'plugins/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
