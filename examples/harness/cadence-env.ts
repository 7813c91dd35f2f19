/**
 * What a Cadence block is checked against: the emulator's own core contracts (its admin API's
 * `GET /emulator/allContracts` zip), and the addresses of the system contracts on mainnet, testnet
 * and the emulator, printed by examples/toolchain/emulator/systemaddresses (flow-go's
 * fvm/systemcontracts, the version inside the pinned emulator).
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import type {AddressTable} from './cadence-project';
import type {Emulator} from './emulator';
import {binDir, examplesRoot} from './toolchain';

export interface CoreContract {
  name: string;
  /** 0x-prefixed, 16 hex digits. */
  address: string;
  /** The file name the linter's -directory mode reads: A.<address>.<Name>.cdc */
  file: string;
  code: string;
}

/** The entries of a zip file, by name. */
export async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, {lazyEntries: true}, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The core contracts deployed on a running emulator, read from its admin API. */
export async function coreContracts(emulator: Emulator): Promise<CoreContract[]> {
  const url = `${emulator.adminUrl}/emulator/allContracts`;
  const response = await fetch(url, {signal: AbortSignal.timeout(30_000)});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  const contracts: CoreContract[] = [];
  for (const [file, data] of entries) {
    const match = /^A\.([0-9a-f]{16})\.(\w+)\.cdc$/.exec(file);
    if (!match) throw new Error(`${url}: unexpected entry ${file} (expected A.<address>.<Name>.cdc)`);
    contracts.push({name: match[2]!, address: `0x${match[1]}`, file, code: data.toString('utf8')});
  }
  if (!contracts.some((c) => c.name === 'FungibleToken')) throw new Error(`${url}: the zip holds no FungibleToken contract`);
  return contracts;
}

/**
 * Builds one of our Go helpers (a main package inside a toolchain module, so it shares that
 * module's pins) into examples/.bin/<name>, again only when its source or the pins changed.
 * Seconds with Go's caches warm (the toolchain build fills them).
 */
export function goHelper(moduleFolder: 'emulator' | 'lint', pkg: string): string {
  const moduleDir = path.join(examplesRoot, 'toolchain', moduleFolder);
  const bin = path.join(binDir, pkg);
  const stamp = createHash('sha256')
    .update(['go.mod', 'go.sum', `${pkg}/main.go`].map((f) => readFileSync(path.join(moduleDir, f), 'utf8')).join('\0'))
    .digest('hex');
  if (!existsSync(bin) || !existsSync(`${bin}.stamp`) || readFileSync(`${bin}.stamp`, 'utf8') !== stamp) {
    console.log(`toolchain: building ${pkg} (examples/toolchain/${moduleFolder}/${pkg})`);
    execFileSync('go', ['build', '-o', `${bin}.tmp`, `./${pkg}`], {
      cwd: moduleDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {...process.env, CGO_ENABLED: '1', CGO_CFLAGS: '-O2 -D__BLST_PORTABLE__ -std=gnu11'},
    });
    renameSync(`${bin}.tmp`, bin);
    writeFileSync(`${bin}.stamp`, stamp);
  }
  return bin;
}

/** The system contracts' addresses per network (examples/toolchain/emulator/systemaddresses). */
export function systemAddresses(): AddressTable {
  const bin = goHelper('emulator', 'systemaddresses');
  const table = JSON.parse(execFileSync(bin, {encoding: 'utf8'})) as AddressTable;
  for (const network of ['mainnet', 'testnet', 'emulator'] as const) {
    if (!table[network]?.FungibleToken) throw new Error(`systemaddresses: no FungibleToken address for ${network}`);
  }
  return table;
}
