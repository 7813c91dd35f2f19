/** A small, made-up CLI for the unit tests of the line parser, the table checker and the behaviour checks. */
import {Cli, validateFacts, type FlagFact} from './facts';

const flag = (name: string, more: Partial<FlagFact> = {}): FlagFact => ({
  name,
  type: 'string',
  default: '',
  description: `${name} flag`,
  source: 'fixture',
  ...more,
});

export function fixtureCli(): Cli {
  return new Cli(
    validateFacts(
      {
        source: {repository: 'example', version: 'v9.9.9', commit: 'a'.repeat(40), modules: {}},
        networks: {names: ['emulator', 'testnet', 'mainnet'], source: 'fixture'},
        commandWrapper: {
          source: 'fixture',
          opens: [{url: 'https://example.org/latest.json', how: 'GET', source: 'fixture'}],
          writes: [{file: '%v', kind: 'file', flag: 'save', source: 'fixture'}],
          prints: [{format: '❌ Command Error: %s', via: 'print', source: 'fixture'}],
        },
        globalFlags: [flag('network', {shorthand: 'n', default: 'emulator', persistent: true}), flag('yes', {shorthand: 'y', type: 'bool', default: 'false', persistent: true})],
        rootFlags: [flag('help', {shorthand: 'h', type: 'bool', default: 'false'})],
        commands: [
          {path: 'flow emulator', use: 'emulator', source: 'f', flags: [flag('persist', {type: 'bool', default: 'false', persistent: true}), flag('port', {shorthand: 'p', type: 'int', default: '3569', persistent: true}), flag('script-gas-limit', {type: 'int', default: '100000', persistent: true, deprecated: 'use --script-compute-limit', hidden: true}), flag('fork', {valueWhenGivenAlone: 'mainnet'})]},
          {path: 'flow emulator snapshot', use: 'snapshot <create|load|list> [name]', source: 'f', flags: []},
          {path: 'flow transactions', use: 'transactions', aliases: ['tx'], source: 'f', flags: []},
          {
            path: 'flow accounts',
            use: 'accounts',
            source: 'f',
            flags: [],
          },
          {
            path: 'flow accounts fund',
            use: 'fund [address]',
            source: 'f',
            runs: ['fund.go:61'],
            wrapped: true,
            networks: {accepts: ['emulator', 'testnet'], checks: [{rejects: ['mainnet'], subject: 'address', source: 'fund.go:113'}]},
            opens: [{url: 'https://faucet.example.org/fund?address=%s', how: 'browser', source: 'fund.go:136'}],
            writes: [
              {file: 'flow.json', kind: 'configuration', sections: ['accounts'], source: 'fund.go:98'},
              {file: '%s.pkey', kind: 'file', source: 'fund.go:166'},
              {file: '%v/.gitignore', kind: 'file', source: 'util.go:137'},
              {file: '%v/cadence/contracts/%v/%s.cdc', kind: 'file', source: 'generator.go:131'},
            ],
            prints: [
              {format: '🌐 Opening the faucet to fund %s...', via: 'logger', source: 'fund.go:130'},
              {format: 'Address\t 0x%s', via: 'print', source: 'accounts.go:105'},
              {format: 'Keys\t %d', via: 'print', source: 'accounts.go:105'},
              {format: 'Events:\t %v', via: 'print', source: 'transactions.go:224'},
              {format: '%s', via: 'print', source: 'accounts.go:140'},
              {format: '%s (%s) [testnet]', via: 'sprintf', source: 'fund.go:90'},
              {format: '> %v', via: 'print', source: 'select.go:211'},
              {format: 'Generated new contract: %v/cadence/contracts/%v/%s.cdc', via: 'logger', source: 'generator.go:137'},
            ],
            flags: [],
          },
          {path: 'flow transactions send', use: 'send <file>', source: 'f', flags: [flag('signer', {persistent: true}), flag('compute-limit', {type: 'uint64', default: '1000', persistent: true}), flag('gas-limit', {type: 'uint64', default: '0', persistent: true, deprecated: 'use compute-limit'}), flag('include', {type: 'stringSlice', persistent: true})]},
          {path: 'flow transactions get', use: 'get <id>', aliases: ['status'], source: 'f', flags: [flag('sealed', {type: 'bool', default: 'true', persistent: true})]},
          {path: 'flow dev', use: 'dev', deprecated: 'fork instead', source: 'f', flags: []},
        ],
      },
      'fixture.json',
    ),
  );
}
