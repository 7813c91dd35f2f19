/**
 * Which Flow networks an account address belongs to, computed the way flow-go does it
 * (model/flow/address.go and chain.go, the version inside the pinned emulator; flow-go-sdk's
 * Address.IsValid is the same code). Flow addresses are the code words of a [64,45] linear code:
 * mainnet uses the code itself, and every other chain XORs its addresses with a fixed word that
 * is not a code word (the chain customizer), which makes the address spaces of the chains
 * disjoint. An address is valid on a chain when, after undoing that chain's XOR, it is not zero
 * and the parity-check matrix maps it to zero.
 *
 * Browser code: no dependencies. BigInt values are built with BigInt() rather than `123n`
 * literals so that no bundler target can refuse them.
 */

export type FlowNetwork = 'mainnet' | 'testnet' | 'emulator';

export const FLOW_NETWORKS: readonly FlowNetwork[] = ['mainnet', 'testnet', 'emulator'];

/**
 * The word each chain XORs its addresses with (flow-go: getChainCodeWord; the emulator shares
 * the transient networks' word, invalidCodeTransientNetwork).
 */
const CHAIN_WORD: Record<FlowNetwork, bigint> = {
  mainnet: BigInt(0),
  testnet: BigInt('0x6834ba37b3980209'),
  emulator: BigInt('0x1cb159857af02018'),
};

/**
 * The 64 columns of the code's parity-check matrix, least significant address bit first
 * (flow-go: parityCheckMatrixColumns). Each is a 19-bit number.
 */
const PARITY_COLUMNS = [
  0x00001, 0x00002, 0x00004, 0x00008, 0x00010, 0x00020, 0x00040, 0x00080,
  0x00100, 0x00200, 0x00400, 0x00800, 0x01000, 0x02000, 0x04000, 0x08000,
  0x10000, 0x20000, 0x40000, 0x7328d, 0x6689a, 0x6112f, 0x6084b, 0x433fd,
  0x42aab, 0x41951, 0x233ce, 0x22a81, 0x21948, 0x1ef60, 0x1deca, 0x1c639,
  0x1bdd8, 0x1a535, 0x194ac, 0x18c46, 0x1632b, 0x1529b, 0x14a43, 0x13184,
  0x12942, 0x118c1, 0x0f812, 0x0e027, 0x0d00e, 0x0c83c, 0x0b01d, 0x0a831,
  0x0982b, 0x07034, 0x0682a, 0x05819, 0x03807, 0x007d2, 0x00727, 0x0068e,
  0x0067c, 0x0059d, 0x004eb, 0x003b4, 0x0036a, 0x002d9, 0x001c7, 0x0003f,
];

const ADDRESS = /^(?:0x)?([0-9a-fA-F]{1,16})$/;

/**
 * The 64-bit value of an address written as 1 to 16 hex digits, with or without `0x`; shorter
 * forms are left-padded with zeros, as HexToAddress does. Null for any other text (flow-go would
 * read malformed text as the zero address, which is valid nowhere; we refuse it outright).
 */
export function addressValue(address: string): bigint | null {
  const m = ADDRESS.exec(address);
  return m ? BigInt(`0x${m[1]}`) : null;
}

/** An address value as Cadence and the CLI write it: 0x and 16 lower-case hex digits. */
export function formatAddress(value: bigint): string {
  return `0x${value.toString(16).padStart(16, '0')}`;
}

/** The parity check of a 64-bit word: true when it is a code word (flow-go: isValidCodeWord). */
function isCodeWord(word: bigint): boolean {
  // Two 32-bit halves as plain numbers keep the 64 steps cheap.
  const halves = [Number(word & BigInt(0xffffffff)), Number(word >> BigInt(32))];
  let parity = 0;
  for (let i = 0; i < 64; i++) {
    if ((halves[i >> 5]! >>> (i & 31)) & 1) parity ^= PARITY_COLUMNS[i]!;
  }
  return parity === 0;
}

/** True when `address` is an account address of `network` (false for malformed text). */
export function isValidAddress(address: string, network: FlowNetwork): boolean {
  const value = addressValue(address);
  if (value === null) return false;
  const word = value ^ CHAIN_WORD[network];
  // The zero code word is no account's address, on any chain.
  return word !== BigInt(0) && isCodeWord(word);
}

/** The networks `address` is an account address of; at most one, since their spaces are disjoint. */
export function addressNetworks(address: string): FlowNetwork[] {
  return FLOW_NETWORKS.filter((network) => isValidAddress(address, network));
}
