/** What the home page offers each audience, and the pages readers open most. */

export interface PathLink {
  to: string;
  label: string;
}

export interface AudiencePath {
  title: string;
  to: string;
  summary: string;
  next: PathLink[];
}

export const audiencePaths: AudiencePath[] = [
  {
    title: 'Build with Cadence',
    to: '/build/smart-contracts/overview',
    summary: 'Write resource-oriented smart contracts, test them locally and deploy them to testnet and mainnet.',
    next: [
      {to: '/build/basics', label: 'Flow basics: accounts, transactions, fees'},
      {to: '/build/getting-started/quickstarts/flow-cli', label: 'Flow CLI quickstart'},
      {to: '/build/core-contracts', label: 'Core contracts and token standards'},
    ],
  },
  {
    title: 'Build on EVM',
    to: '/evm/about',
    summary: 'Deploy Solidity with the tools you know, then reach Cadence features from your EVM contracts.',
    next: [
      {to: '/evm/networks', label: 'Network details for wallets and RPC'},
      {to: '/evm/guides/hardhat', label: 'Deploy with Hardhat'},
      {to: '/evm/guides/foundry', label: 'Deploy with Foundry'},
    ],
  },
  {
    title: 'Run a node',
    to: '/networks/node-ops',
    summary: 'Choose a node role, provision hardware, bootstrap and keep your node healthy through sporks.',
    next: [
      {to: '/networks/node-ops/node-operation/node-roles', label: 'Node roles'},
      {to: '/networks/node-ops/access-node-setup', label: 'Set up an access node'},
      {to: '/networks/node-ops/node-operation/upcoming-sporks', label: 'Upcoming sporks'},
    ],
  },
  {
    title: 'Stake FLOW',
    to: '/networks/staking',
    summary: 'Stake as a node operator or delegate to one, and learn how epochs, rewards and slashing work.',
    next: [
      {to: '/networks/staking/staking-options', label: 'Staking options'},
      {to: '/networks/flow-port/staking-guide', label: 'Stake with Flow Port'},
      {to: '/networks/staking/staking-rewards', label: 'Rewards'},
    ],
  },
  {
    title: 'Use the tools',
    to: '/tools',
    summary: 'The CLI, the emulator, client libraries for JavaScript, Go and Unity, and editor support.',
    next: [
      {to: '/tools/flow-cli/install', label: 'Install the Flow CLI'},
      {to: '/tools/clients/fcl-js', label: 'FCL for JavaScript apps'},
      {to: '/tools/emulator', label: 'Flow emulator'},
    ],
  },
];

export const popularLinks: Array<PathLink & {summary: string}> = [
  {to: '/tools/flow-cli/install', label: 'Install the Flow CLI', summary: 'macOS, Linux and Windows'},
  {to: '/networks/flow-networks', label: 'Network endpoints', summary: 'Mainnet and testnet access nodes'},
  {to: '/http-api', label: 'Access API reference', summary: 'The REST interface of access nodes'},
  {to: '/ecosystem/faucets', label: 'Faucets', summary: 'Test FLOW for testnet accounts'},
  {to: '/build/core-contracts', label: 'Core contract addresses', summary: 'FLOW token, fungible and non-fungible tokens'},
  {to: '/network', label: 'Network status and sporks', summary: 'Current and past sporks of each network'},
];
