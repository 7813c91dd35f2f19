import type {ThemeConfig} from '@docusaurus/preset-classic';
import {external} from './links';

type Footer = NonNullable<ThemeConfig['footer']>;

/** Footer groups in the order the specification lists them (section 2). */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Getting Started', to: '/build/getting-started/quickstarts/hello-world'},
        {label: 'Mobile', to: '/build/guides/mobile/overview'},
        {label: 'FCL (JavaScript client)', to: '/tools/clients/fcl-js/'},
        {label: 'Testing smart contracts', to: '/build/smart-contracts/testing'},
        {label: 'Flow CLI', to: '/tools/flow-cli/'},
        {label: 'Emulator', to: '/tools/emulator/'},
        {label: 'VS Code extension', to: '/tools/vscode-extension/'},
        {label: 'Cadence language', href: external.cadenceDocs},
        {label: 'Dev wallet', href: external.devWallet},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Ecosystem', to: '/ecosystem'},
        {label: 'Flow Port (wallet and staking)', href: external.flowPort},
        {label: 'Developer grants', href: external.grants},
        {label: 'Responsible disclosure', href: external.responsibleDisclosure},
        {label: 'Flowverse directory', href: external.flowverse},
        {label: 'Emerald Academy', href: external.academy},
        {label: 'FLOAT attendance NFTs', href: external.floats},
      ],
    },
    {
      title: 'Start Building',
      items: [
        {label: 'Cadence playground', href: external.playground},
        {label: 'Cadence tutorials', href: external.cadenceTutorials},
        {label: 'Cadence cookbook', href: external.cookbook},
        {label: 'Core contracts and standards', to: '/build/core-contracts/'},
        {label: 'EVM on Flow', to: '/evm/about'},
      ],
    },
    {
      title: 'Network',
      items: [
        {label: 'Network status', href: external.status},
        {label: 'Flowscan (Cadence)', href: external.flowscan},
        {label: 'Flowscan (EVM)', href: external.evmFlowscan},
        {label: 'Past sporks', to: '/networks/node-ops/node-operation/past-sporks'},
        {label: 'Upcoming sporks', to: '/networks/node-ops/node-operation/upcoming-sporks'},
        {label: 'Node operation', to: '/networks/node-ops'},
        {label: 'Spork information', to: '/networks/node-ops/node-operation/spork'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'GitHub', href: external.github},
        {label: 'Discord', href: external.discord},
        {label: 'Forum', href: external.forum},
        {label: 'Flow Foundation', href: external.foundation},
        {label: 'Blog', href: external.blog},
      ],
    },
  ],
  copyright: 'Copyright © 2024 Flow, Inc. Built with Docusaurus.',
} satisfies Footer;
