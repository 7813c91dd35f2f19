import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {lintPrograms} from './cadence-lint';
import {DECLARATIONS_ADDRESS, declarationCode, declarationStop, declarationsInOrder, parseDeclaration, readDeclarations} from './declarations';
import {lintBin} from './toolchain';

const all = readDeclarations();

describe('examples/declarations', () => {
  it('declares every contract the docs import from hybrid-custody, nft-catalog and random-coin-toss, each naming its pinned source', () => {
    for (const name of ['HybridCustody', 'CapabilityFactory', 'CapabilityFilter', 'CapabilityDelegator', 'NFTProviderFactory', 'NFTProviderAndCollectionFactory', 'NFTCollectionPublicFactory', 'NFTCatalog', 'Xorshift128plus']) {
      const d = all.get(name);
      expect(d, name).toBeDefined();
      expect(d!.source.commit).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(all.get('HybridCustody')!.addresses).toEqual({mainnet: '0xd8a7e05a7ac670c0', testnet: '0x294e44e1ec6993c6'});
  });

  it('refuses a file whose bodies name another source than its header', () => {
    const code = [
      '// Source: onflow/x@0000000000000000000000000000000000000001 contracts/X.cdc',
      'access(all) contract X {',
      '    access(all) fun f() { panic("declaration only: onflow/x@0000000000000000000000000000000000000002") }',
      '}',
    ].join('\n');
    expect(() => parseDeclaration('X.cdc', code)).toThrow(/should be panic\("declaration only: onflow\/x@0+1"\)/);
    expect(() => parseDeclaration('Y.cdc', code)).toThrow(/one contract named Y/);
  });

  it('orders declarations after what they import, and rewrites their imports line for line', () => {
    const order = declarationsInOrder(['HybridCustody'], all).map((d) => d.name);
    expect(order.at(-1)).toBe('HybridCustody');
    expect(order).toEqual(expect.arrayContaining(['CapabilityFactory', 'CapabilityFilter', 'CapabilityDelegator']));
    const d = all.get('NFTProviderFactory')!;
    const code = declarationCode(d, {NonFungibleToken: '0xf8d6e0586b0a20c7'}, DECLARATIONS_ADDRESS, all);
    expect(code.split('\n')).toHaveLength(d.code.split('\n').length);
    expect(code).toContain(`import CapabilityFactory from ${DECLARATIONS_ADDRESS}`);
    expect(code).toContain('import NonFungibleToken from 0xf8d6e0586b0a20c7');
  });

  it('names the declared function an emulator error stopped in', () => {
    const error = [
      'cadence runtime error: Execution failed:',
      ' --> 1e1dc43684b3fc063d42e15b3242414e02d13a6008da60a41e67f388320e3d5b:4:12',
      '',
      'error: panic: declaration only: onflow/hybrid-custody@86a1d037db9248830dda8e8493be4b148755c52a',
      `  --> 179b6b1cb6755e31.CapabilityFilter:${all.get('CapabilityFilter')!.code.split('\n').findIndex((l) => l.includes('fun createFilter')) + 1}:57`,
    ].join('\n');
    expect(declarationStop(error, all)?.fun).toBe('CapabilityFilter.createFilter');
    const inResource = all.get('HybridCustody')!.code.split('\n').findIndex((l) => l.includes('fun publishToParent(')) + 1;
    expect(declarationStop(`declaration only: x\n --> 179b6b1cb6755e31.HybridCustody:${inResource}:1`, all)?.fun).toMatch(/^HybridCustody\.\w+\.publishToParent$/);
    expect(declarationStop('error: panic: something else', all)).toBeUndefined();
  });

  // Needs the linter that examples/toolchain/build.sh builds (npm run test:examples builds it).
  it.skipIf(!existsSync(lintBin))('type-checks a block against a declaration: a wrong signature fails, the right one passes', async () => {
    const decl = (name: string) => ({file: `A.${DECLARATIONS_ADDRESS.slice(2)}.${name}.cdc`, code: declarationCode(all.get(name)!, {}, DECLARATIONS_ADDRESS, all)});
    const tx = (body: string) => [
      `import CapabilityFactory from ${DECLARATIONS_ADDRESS}`,
      `import CapabilityFilter from ${DECLARATIONS_ADDRESS}`,
      'transaction {',
      '    prepare(signer: auth(Storage) &Account) {',
      body,
      '    }',
      '}',
    ].join('\n');
    const right = tx([
      '        signer.storage.save(<-CapabilityFilter.createFilter(Type<@CapabilityFilter.AllowlistFilter>()), to: /storage/f)',
      '        let m <- CapabilityFactory.createFactoryManager()',
      '        log(m.getSupportedTypes())',
      '        destroy m',
    ].join('\n'));
    // The labels and types the real contracts do not have: createFilter takes an unlabelled Type,
    // addFactory needs an entitled reference.
    const wrong = tx([
      '        signer.storage.save(<-CapabilityFilter.createFilter(type: Type<@CapabilityFilter.AllowlistFilter>()), to: /storage/f)',
      '        let m <- CapabilityFactory.createFactoryManager()',
      '        let r: &CapabilityFactory.Manager = &m',
      '        r.removeFactory(Type<Int>())',
      '        destroy m',
    ].join('\n'));
    const programs = [decl('CapabilityFactory'), decl('CapabilityFilter')];
    const file = (n: number) => `t.${String(n).padStart(64, '0')}.cdc`;
    const diagnostics = await lintPrograms([...programs, {file: file(1), code: right}, {file: file(2), code: wrong}]);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.filter((d) => d.location === '0'.repeat(63) + '1')).toEqual([]);
    const failing = errors.filter((d) => d.location === '0'.repeat(63) + '2').map((d) => `${d.line}: ${d.message}`);
    expect(failing).toEqual([expect.stringMatching(/^5: .*argument label/), expect.stringMatching(/^8: .*access/)]);
  });
});
