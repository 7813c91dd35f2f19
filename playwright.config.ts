import {defineConfig} from '@playwright/test';

/**
 * Browser tests against the production build (run `npm run build` first; `npm test` does).
 * They drive Debian's Chromium: playwright cannot download a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const configuredPort = Number(process.env.E2E_CONFIGURED_PORT ?? 4174);
/** Builds rendering the upstream Access API descriptions (scripts/build-api-variants.sh), for e2e/api-reference.spec.ts. */
export const upstreamApiBuilds = process.env.E2E_UPSTREAM_API
  ? [
      {name: '2024-06', port: 4175},
      {name: 'latest', port: 4176},
    ]
  : [];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  // On GitHub Actions, failures are also annotated on the pull request, and the HTML report
  // (playwright-report/) is uploaded when the run fails (.github/workflows/ci.yml).
  reporter: process.env.GITHUB_ACTIONS
    ? [['list'], ['github'], ['html', {open: 'never', outputFolder: 'playwright-report'}]]
    : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The production build, behind nginx and deploy/nginx.conf with E2E_SERVER=nginx (as npm test
    // runs it: the first start precompresses the build), else behind docusaurus serve.
    process.env.E2E_SERVER === 'nginx'
      ? {
          command: `npx jiti scripts/nginx.ts --dir build --port ${port}`,
          url: `http://127.0.0.1:${port}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        }
      : {
          command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
          url: `http://127.0.0.1:${port}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
    // The build with analytics and Typesense configured (scripts/test.sh makes it), for
    // e2e/analytics.spec.ts and e2e/search-typesense.spec.ts.
    ...(process.env.E2E_CONFIGURED
      ? [
          {
            command: `npx docusaurus serve --dir build-configured --port ${configuredPort} --host 127.0.0.1 --no-open`,
            url: `http://127.0.0.1:${configuredPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...upstreamApiBuilds.map(({name, port: buildPort}) => ({
      command: `npx docusaurus serve --dir build-api-${name} --port ${buildPort} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${buildPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});
