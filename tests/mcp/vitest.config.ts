import {defineConfig} from 'vitest/config';

// The docs MCP server's tests (`npm run test:mcp`): the SDK's client runs `npm run mcp` over stdio
// against a production build, so they run as their own step of scripts/test.sh after the build,
// not with the unit tests. Files are named *.mcp.ts. MCP_TEST_BUILD names another build folder.
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.mcp.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
