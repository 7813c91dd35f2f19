import {defineConfig} from 'vitest/config';

// The Access API contract tests and fuzzing (`npm run test:api`): they need the emulator that
// examples/toolchain/build.sh builds, so they run as their own step of scripts/test.sh after
// the example checks, not with the unit tests. Files are named *.contract.ts.
export default defineConfig({
  test: {
    include: ['tests/access-api/**/*.contract.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['tests/access-api/global-setup.ts'],
  },
});
