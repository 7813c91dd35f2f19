/** A small, made-up CLI for the unit tests of the line parser and the table checker. */
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
        globalFlags: [flag('network', {shorthand: 'n', default: 'emulator', persistent: true}), flag('yes', {shorthand: 'y', type: 'bool', default: 'false', persistent: true})],
        rootFlags: [flag('help', {shorthand: 'h', type: 'bool', default: 'false'})],
        commands: [
          {path: 'flow emulator', use: 'emulator', source: 'f', flags: [flag('persist', {type: 'bool', default: 'false', persistent: true}), flag('port', {shorthand: 'p', type: 'int', default: '3569', persistent: true}), flag('script-gas-limit', {type: 'int', default: '100000', persistent: true, deprecated: 'use --script-compute-limit', hidden: true}), flag('fork', {valueWhenGivenAlone: 'mainnet'})]},
          {path: 'flow emulator snapshot', use: 'snapshot <create|load|list> [name]', source: 'f', flags: []},
          {path: 'flow transactions', use: 'transactions', aliases: ['tx'], source: 'f', flags: []},
          {path: 'flow transactions send', use: 'send <file>', source: 'f', flags: [flag('signer', {persistent: true}), flag('compute-limit', {type: 'uint64', default: '1000', persistent: true}), flag('gas-limit', {type: 'uint64', default: '0', persistent: true, deprecated: 'use compute-limit'}), flag('include', {type: 'stringSlice', persistent: true})]},
          {path: 'flow transactions get', use: 'get <id>', aliases: ['status'], source: 'f', flags: [flag('sealed', {type: 'bool', default: 'true', persistent: true})]},
          {path: 'flow dev', use: 'dev', deprecated: 'fork instead', source: 'f', flags: []},
        ],
      },
      'fixture.json',
    ),
  );
}
