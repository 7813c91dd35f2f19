import {describe, expect, it} from 'vitest';
import {parsePage} from '../harness/blocks';
import {namedPath, pageFiles, preludeFor} from '../harness/ts-blocks';
import {checkTypeScriptPages, fclTypesStandIn, unavailableImport} from './typescript';

const fence = '```';

describe('ts-blocks: a page as a reader\'s files', () => {
  const page = parsePage(
    'docs/p.md',
    [
      `${fence}ts title="provider.ts"`,
      'export const chain = 545;',
      fence,
      '',
      'Create `src/flow/config.js`:',
      '',
      `${fence}js`,
      'import * as fcl from "@onflow/fcl";',
      'const network = "testnet";',
      fence,
      '',
      `${fence}js`,
      '// server/signer.js',
      'fcl.config({"flow.network": network});',
      fence,
      '',
    ].join('\n'),
  );

  it('names blocks from the title, the sentence before, or a first-line comment', () => {
    expect(page.blocks.map((b) => namedPath(page, b))).toEqual(['provider.ts', 'src/flow/config.js', 'server/signer.js']);
  });

  it('lets a later block continue with an earlier block\'s imports and declarations', () => {
    const files = pageFiles(page, page.blocks, '/v/p');
    const {prelude, exportsNeeded} = preludeFor(files, 2, new Set(['fcl', 'network']));
    expect(prelude).toBe('import * as fcl from "@onflow/fcl"; import {network} from "../src/flow/config.js";');
    expect([...exportsNeeded.entries()].map(([j, names]) => [j, [...names]])).toEqual([[1, ['network']]]);
  });
});

describe('typescript check', () => {
  it('type-checks blocks against the real packages and maps errors to page lines', () => {
    const text = [
      '# Page',
      '',
      `${fence}ts`,
      'import {parseEther} from "viem";',
      'export const wei: bigint = parseEther("1");',
      'const n: number = wei;',
      fence,
      '',
      `${fence}javascript`,
      'import * as fcl from "@onflow/fcl";',
      'fcl.notAnFclFunction();',
      'const el = document.querySelector("#x");',
      'el.hidden = true; // a JS reader\'s inference, not reported',
      fence,
      '',
      `${fence}javascript`,
      'await fcl.query({cadence: "access(all) fun main(): Int { return 1 }"});',
      fence,
      '',
      `${fence}ts fragment="only a shape"`,
      'whatever(',
      fence,
      '',
    ].join('\n');
    const result = checkTypeScriptPages([parsePage('docs/ts.md', text)]);
    expect(result.tally.typescript).toBe(3);
    expect(result.apart).toEqual([{file: 'docs/ts.md', line: 20, kind: 'ts fragment', reason: 'only a shape'}]);
    expect(result.failures.map((f) => [f.line, f.message.slice(0, 12)])).toEqual([
      [6, 'tsc TS2322: '],
      [11, 'tsc TS2339: '],
    ]);
    expect(result.failures[1]!.message).toContain('notAnFclFunction');
  }, 120_000);

  it('sets apart blocks that import a package that cannot be installed, saying which', () => {
    expect(unavailableImport('import * as fcl from "@onflow/fcl-react-native";')).toMatch(/E404/);
    expect(unavailableImport('import * as fcl from "@onflow/fcl";')).toBeNull();
  });
});

describe('typescript check on packages without types', () => {
  it('reads @onflow/flow-js-testing from its JavaScript, so a wrong name or method fails', () => {
    const text = [
      'Tests run with jest.',
      '',
      '```javascript',
      'import {init, emulator, notAnExport} from "@onflow/flow-js-testing";',
      'await init("cadence");',
      'await emulator.start();',
      'emulator.noSuchMethod();',
      '```',
      '',
    ].join('\n');
    const result = checkTypeScriptPages([parsePage('docs/jest.md', text)]);
    expect(result.failures.map((f) => [f.line, f.message.slice(0, 11)])).toEqual([
      [4, 'tsc TS2305:'],
      [7, 'tsc TS2339:'],
    ]);
  }, 120_000);
});

describe('fcl types stand-in', () => {
  it('holds while the pinned fcl and the typed release export the same names', () => {
    expect(fclTypesStandIn()).toBeNull();
  });
});
