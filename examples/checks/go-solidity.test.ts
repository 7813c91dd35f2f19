import {describe, expect, it} from 'vitest';
import {parsePage} from '../harness/blocks';
import {checkGoPages, mapVetOutput} from './go';
import {blockFileName, checkSolidityPages, pageCompilerVersions, pragmaVersion, satisfiesPragma} from './solidity';

const fence = '```';

describe('go check', () => {
  it('maps go vet messages to the page line of the block', () => {
    const page = parsePage('docs/x.md', `# X\n\n${fence}go\npackage main\n\nfunc main() {}\n${fence}\n`);
    const findings = mapVetOutput('# example/b000\nvet: b000/main.go:3:2: undefined: foo\n', page.blocks);
    expect(findings).toEqual([{file: 'docs/x.md', line: 6, message: 'go vet: undefined: foo'}]);
  });

  it('fails a block that calls what flow-go-sdk does not have, and passes one that compiles', async () => {
    const text = [
      '# Go',
      '',
      `${fence}go`,
      'package main',
      '',
      'import "github.com/onflow/flow-go-sdk"',
      '',
      'func main() {',
      '\t_ = flow.HexToAddress("01")',
      '}',
      fence,
      '',
      `${fence}go`,
      'package main',
      '',
      'import "github.com/onflow/flow-go-sdk"',
      '',
      'func main() {',
      '\t_ = flow.NoSuchFunction()',
      '}',
      fence,
      '',
      `${fence}go`,
      'x := 1',
      fence,
      '',
    ].join('\n');
    const result = await checkGoPages([parsePage('docs/go.md', text)]);
    expect(result.tally.go).toBe(2);
    expect(result.failures.map((f) => [f.line, /NoSuchFunction|package main/.test(f.message)])).toEqual([
      [23, true],
      [19, true],
    ]);
  });
});

describe('solidity check', () => {
  it('reads the pragma version and checks versions against it', () => {
    expect(pragmaVersion('// SPDX\npragma solidity ^0.8.24;\n')).toBe('0.8.24');
    expect(satisfiesPragma('pragma solidity ^0.8.24;', '0.8.28')).toBe(true);
    expect(satisfiesPragma('pragma solidity ^0.8.24;', '0.8.19')).toBe(false);
    expect(satisfiesPragma('pragma solidity ^0.8.24;', '0.9.0')).toBe(false);
    expect(satisfiesPragma('pragma solidity >=0.8.0 <0.9.0;', '0.8.28')).toBe(true);
  });

  it('names blocks from the page and finds the compiler version the page configures', () => {
    const page = parsePage(
      'docs/s.md',
      `Set \`solc_version = "0.8.28"\`.\n\n${fence}toml\nsolc_version = "0.8.28"\n${fence}\n\nReplace \`src/Counter.sol\` with:\n\n${fence}solidity\npragma solidity ^0.8.24;\ncontract C {}\n${fence}\n`,
    );
    expect(pageCompilerVersions(page)).toEqual(['0.8.28']);
    expect(blockFileName(page, page.blocks[1]!, 0)).toBe('src/Counter.sol');
  });

  it('compiles at the pragma and configured versions, resolves OpenZeppelin, and reports errors on the page line', () => {
    const text = [
      '```toml',
      'solc_version = "0.8.28"',
      '```',
      '',
      'Create `src/Token.sol`:',
      '',
      '```solidity',
      'pragma solidity ^0.8.24;',
      'import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";',
      'contract T is ERC20 {',
      '    constructor() ERC20("T", "T") { _mint(msg.sender, 1); }',
      '}',
      '```',
      '',
      '```solidity',
      'pragma solidity ^0.8.24;',
      'contract Broken {',
      '    function f() external { undefinedThing = 1; }',
      '}',
      '```',
      '',
    ].join('\n');
    const result = checkSolidityPages([parsePage('docs/sol.md', text)]);
    expect(result.tally.solidity).toBe(2);
    // The broken block fails at its line once per compiler: solc 0.8.24 (pragma) and 0.8.28 (configured).
    expect(result.failures.map((f) => [f.line, f.message.slice(0, 11)])).toEqual([
      [18, 'solc 0.8.24'],
      [18, 'solc 0.8.28'],
    ]);
  });
});
