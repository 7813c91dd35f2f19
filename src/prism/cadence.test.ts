import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import registerCadence from './cadence';

registerCadence(Prism as never);

type Token = string | {type: string; content: Token | Token[]};

/** Flattens Prism's token stream into [type, text] pairs. */
function tokens(code: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (token: Token | Token[], type = 'plain') => {
    if (Array.isArray(token)) token.forEach((t) => walk(t, type));
    else if (typeof token === 'string') {
      if (token.trim()) out.push([type, token.trim()]);
    } else walk(token.content, token.type);
  };
  walk(Prism.tokenize(code, Prism.languages.cadence!) as Token[]);
  return out;
}

describe('Cadence grammar', () => {
  it('is registered as cadence and cdc', () => {
    expect(Prism.languages.cadence).toBeDefined();
    expect(Prism.languages.cdc).toBe(Prism.languages.cadence);
  });

  it('highlights Cadence 1.0 declarations, types, moves and comments', () => {
    const code = [
      '// Moves a vault',
      'access(all) resource Vault {',
      '  access(all) var balance: UFix64',
      '  access(Withdraw) fun withdraw(amount: UFix64): @Vault {',
      '    return <- create Vault(balance: amount)',
      '  }',
      '}',
      'transaction { prepare(signer: auth(Storage) &Account) { log("hi") } }',
    ].join('\n');
    const found = tokens(code);
    expect(found).toContainEqual(['comment', '// Moves a vault']);
    expect(found).toContainEqual(['keyword', 'access']);
    expect(found).toContainEqual(['keyword', 'resource']);
    expect(found).toContainEqual(['builtin', 'UFix64']);
    expect(found).toContainEqual(['operator', '<-']);
    expect(found).toContainEqual(['keyword', 'create']);
    expect(found).toContainEqual(['keyword', 'auth']);
    expect(found).toContainEqual(['builtin', 'Account']);
    expect(found).toContainEqual(['string', '"hi"']);
    expect(found).toContainEqual(['function', 'withdraw']);
  });
});
