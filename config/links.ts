/**
 * Outside addresses the site links to, named once so navbar, footer, home page
 * and analytics agree on them.
 */
/**
 * The portal's own repository, set here only: "Edit this page" links (config/plugins.ts)
 * and the search's "Let us know." issue link (config/search.ts) are made from it.
 */
export const REPOSITORY = 'https://github.com/onflow/developer-portal';
/** Branch the edit links open. */
export const REPOSITORY_BRANCH = 'main';

export const external = {
  github: 'https://github.com/onflow',
  discord: 'https://discord.gg/flow',
  forum: 'https://forum.flow.com',
  foundation: 'https://flow.com',
  blog: 'https://flow.com/blog',
  cadenceDocs: 'https://cadence-lang.org/docs',
  cadenceTutorials: 'https://cadence-lang.org/docs/tutorial/first-steps',
  cookbook: 'https://cookbook.onflow.org',
  devWallet: 'https://github.com/onflow/fcl-dev-wallet',
  flowPort: 'https://port.flow.com',
  grants: 'https://github.com/onflow/developer-grants',
  responsibleDisclosure: 'https://flow.com/flow-responsible-disclosure',
  flowverse: 'https://www.flowverse.co',
  academy: 'https://academy.ecdao.org',
  floats: 'https://floats.city',
  playground: 'https://play.flow.com',
  status: 'https://status.onflow.org',
  flowscan: 'https://www.flowscan.io',
  evmFlowscan: 'https://evm.flowscan.io',
} as const;

/** Host of the Cadence playground: analytics counts links to it separately. */
export const PLAYGROUND_HOST = new URL(external.playground).host;
