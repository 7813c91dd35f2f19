/**
 * Imports of a script, pointed at one network: `import "FungibleToken"`, `import FungibleToken
 * from 0xf233dcee88fe0abe` (another network's address) and `import FungibleToken from
 * "./FungibleToken.cdc"` all become `import FungibleToken from <that network's address>`, as
 * `flow scripts execute --network X` resolves them from flow.json. Line for line, so the node's
 * error lines are the block's lines.
 */

const IMPORT = /^(\s*)import\s+(?:"(\w+)"|([\w\s,]+?)\s+from\s+(0x[0-9a-fA-F]+|"[^"]*"))(\s*(?:\/\/.*)?)$/;

/** The names a script imports, in order. */
export function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const line of code.split('\n')) {
    const m = IMPORT.exec(line);
    if (m) names.push(...(m[2] ? [m[2]] : m[3]!.split(',').map((n) => n.trim())));
  }
  return names;
}

/**
 * The script with each import of a name in `addresses` rewritten to that address. Throws, naming
 * the contract, when an import line names several contracts that live at different addresses.
 */
export function resolveImports(code: string, addresses: Readonly<Record<string, string>>): string {
  return code
    .split('\n')
    .map((line) => {
      const m = IMPORT.exec(line);
      if (!m) return line;
      const [, indent, single, list, , rest] = m;
      const names = single ? [single] : list!.split(',').map((n) => n.trim());
      const targets = new Set(names.map((n) => addresses[n]));
      if (targets.has(undefined)) return line;
      if (targets.size > 1) throw new Error(`import ${names.join(', ')}: these contracts are at different addresses on this network; import each on its own line`);
      return `${indent}import ${names.join(', ')} from ${[...targets][0]}${rest}`;
    })
    .join('\n');
}
