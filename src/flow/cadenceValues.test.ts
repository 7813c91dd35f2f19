import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {goHelper} from '../../examples/harness/cadence-env';
import {emulatorBin} from '../../examples/harness/toolchain';
import {cliArgument, cliValue, formatValue, formText, parseArgument, parseType, quoteString, supportedType, type JsonCadence} from './cadenceValues';

const ok = (type: string, text: string, network: 'mainnet' | 'testnet' | 'emulator' = 'emulator') => {
  const result = parseArgument(type, text, network);
  if (!result.ok) throw new Error(`${type} ${JSON.stringify(text)} was refused: ${result.error}`);
  return result.value;
};
const refused = (type: string, text: string, network: 'mainnet' | 'testnet' | 'emulator' = 'emulator') => {
  const result = parseArgument(type, text, network);
  if (result.ok) throw new Error(`${type} ${JSON.stringify(text)} was accepted as ${JSON.stringify(result.value)}`);
  return result.error;
};

const SIGNED = ['Int8', 'Int16', 'Int32', 'Int64', 'Int128', 'Int256'];
const UNSIGNED = ['UInt8', 'UInt16', 'UInt32', 'UInt64', 'UInt128', 'UInt256', 'Word8', 'Word16', 'Word32', 'Word64', 'Word128', 'Word256'];
const bitsOf = (name: string) => Number(/\d+$/.exec(name)![0]);
/** The range the Cadence docs give: -2^(n-1) to 2^(n-1) - 1, and 0 to 2^n - 1. */
const rangeOf = (name: string): [bigint, bigint] => {
  const n = BigInt(bitsOf(name));
  return name.startsWith('Int') ? [-(BigInt(2) ** (n - BigInt(1))), BigInt(2) ** (n - BigInt(1)) - BigInt(1)] : [BigInt(0), BigInt(2) ** n - BigInt(1)];
};

describe('parseType', () => {
  it.each(['Address', 'String', 'Character', 'Bool', 'Int', 'UInt', ...SIGNED, ...UNSIGNED, 'Fix64', 'UFix64', 'Path', 'StoragePath', 'PublicPath', 'Address?', '[String]', '[UFix64?]', '[Int8]?', '[[Word8]]', ' [ Int ] '])(
    'offers %s',
    (type) => expect(supportedType(type)).toBe(true),
  );

  it.each(['Int??', '[Int; 3]', '{String: Int}', 'Fix128', 'UFix128', 'Word512', 'PrivatePath', 'CapabilityPath', 'AnyStruct', '&Account', 'FungibleToken.Vault', 'Type', ''])(
    'does not offer %s',
    (type) => expect(supportedType(type)).toBe(false),
  );

  it('describes the nesting', () => {
    expect(parseType('[UInt8?]?')).toEqual({kind: 'optional', of: {kind: 'array', of: {kind: 'optional', of: {kind: 'simple', name: 'UInt8'}}}});
  });
});

describe('parseArgument', () => {
  it('refuses a type the form cannot fill, saying which', () => {
    expect(refused('{String: Int}', '{}')).toBe('has the type {String: Int}, which this form cannot fill');
  });

  it('Address: valid on the chosen network, padded to 16 digits, with or without 0x', () => {
    expect(ok('Address', '0x1654653399040a61', 'mainnet')).toEqual({type: 'Address', value: '0x1654653399040a61'});
    expect(ok('Address', ' 7e60df042a9c0868 ', 'testnet')).toEqual({type: 'Address', value: '0x7e60df042a9c0868'});
    expect(ok('Address', '0xF8D6E0586B0A20C7', 'emulator')).toEqual({type: 'Address', value: '0xf8d6e0586b0a20c7'});
  });

  it('paths: the domains their type takes, as JSON-Cadence Path values; written back as the CLI takes them', () => {
    expect(ok('PublicPath', '/public/flowTokenReceiver', 'mainnet')).toEqual({type: 'Path', value: {domain: 'public', identifier: 'flowTokenReceiver'}});
    expect(ok('Path', '/storage/flowTokenVault', 'testnet')).toEqual({type: 'Path', value: {domain: 'storage', identifier: 'flowTokenVault'}});
    expect(refused('PublicPath', '/storage/flowTokenVault', 'mainnet')).toBe('must be a path like /public/name');
    expect(refused('StoragePath', 'flowTokenVault', 'mainnet')).toBe('must be a path like /storage/name');
    expect(refused('Path', '/private/x', 'mainnet')).toBe('must be a path like /storage/name or /public/name');
    expect(cliArgument('PublicPath', '/public/flowTokenReceiver')).toBe('/public/flowTokenReceiver');
  });

  it('Address: says which network an address of another network belongs to', () => {
    expect(refused('Address', '0xf8d6e0586b0a20c7', 'testnet')).toBe('is not an account address on testnet; it is one on emulator');
    expect(refused('Address', '0x1654653399040a61', 'emulator')).toBe('is not an account address on emulator; it is one on mainnet');
    expect(refused('Address', '0x1234567890abcdef', 'mainnet')).toBe('is not an account address on mainnet, nor on any other Flow network');
    expect(refused('Address', '0x0', 'mainnet')).toBe('is not an account address on mainnet, nor on any other Flow network');
  });

  it.each(['', '0x', 'hello', '0x1654653399040a6100', '0x16546533 99040a61', '1.5'])('Address: refuses malformed text %j', (text) => {
    expect(refused('Address', text)).toBe('must be an address: 0x and up to 16 hex digits');
  });

  it('String: kept exactly as typed, spaces, quotes and unicode included', () => {
    for (const text of ['', '  two spaces  ', 'say "hi"\n', 'é 😀 \\']) expect(ok('String', text)).toEqual({type: 'String', value: text});
    expect(refused('String', 'broken \ud800')).toBe('must be valid Unicode text');
  });

  it('Character: exactly one grapheme cluster', () => {
    for (const text of ['a', 'é', 'e\u0301', '😀', '🇨🇭']) expect(ok('Character', text)).toEqual({type: 'Character', value: text});
    for (const text of ['', 'ab', 'e\u0301e']) expect(refused('Character', text)).toBe('must be exactly one character');
  });

  it('Bool: true or false', () => {
    expect(ok('Bool', 'true')).toEqual({type: 'Bool', value: true});
    expect(ok('Bool', ' false ')).toEqual({type: 'Bool', value: false});
    for (const text of ['', 'True', '1', 'yes']) expect(refused('Bool', text)).toBe('must be true or false');
  });

  it('Int and UInt: any size, UInt not negative', () => {
    expect(ok('Int', '-123456789012345678901234567890')).toEqual({type: 'Int', value: '-123456789012345678901234567890'});
    expect(ok('Int', '+007')).toEqual({type: 'Int', value: '7'});
    expect(ok('UInt', '0')).toEqual({type: 'UInt', value: '0'});
    for (const text of ['', '1.5', '1e3', '0x10', '1_000', 'ten']) expect(refused('Int', text)).toBe('must be a whole number');
    expect(refused('UInt', '-1')).toBe('must be a whole number, 0 or more');
  });

  it.each([...SIGNED, ...UNSIGNED])('%s: its whole range and nothing past it', (type) => {
    const [min, max] = rangeOf(type);
    const message = `must be a whole number from ${min} to ${max}`;
    expect(ok(type, String(min))).toEqual({type, value: String(min)});
    expect(ok(type, String(max))).toEqual({type, value: String(max)});
    expect(refused(type, String(min - BigInt(1)))).toBe(message);
    expect(refused(type, String(max + BigInt(1)))).toBe(message);
    expect(refused(type, '12.0')).toBe(message);
    if (min === BigInt(0)) expect(refused(type, '-0')).toBe(message);
  });

  it('UFix64: at most 8 decimals, written with 8 as the encoder does', () => {
    expect(ok('UFix64', '1.5')).toEqual({type: 'UFix64', value: '1.50000000'});
    expect(ok('UFix64', '10')).toEqual({type: 'UFix64', value: '10.00000000'});
    expect(ok('UFix64', '0.00000001')).toEqual({type: 'UFix64', value: '0.00000001'});
    expect(ok('UFix64', '184467440737.09551615')).toEqual({type: 'UFix64', value: '184467440737.09551615'});
    expect(refused('UFix64', '184467440737.09551616')).toBe('must be a number from 0.00000000 to 184467440737.09551615');
    expect(refused('UFix64', '0.000000001')).toBe('must have at most 8 decimals');
    for (const text of ['-1.0', '', '.5', '1.', '1,5', 'abc']) expect(refused('UFix64', text)).toBe('must be a number from 0.00000000 to 184467440737.09551615, like 1.5');
  });

  it('Fix64: signed, at most 8 decimals', () => {
    expect(ok('Fix64', '-0.5')).toEqual({type: 'Fix64', value: '-0.50000000'});
    expect(ok('Fix64', '-92233720368.54775808')).toEqual({type: 'Fix64', value: '-92233720368.54775808'});
    expect(ok('Fix64', '92233720368.54775807')).toEqual({type: 'Fix64', value: '92233720368.54775807'});
    expect(ok('Fix64', '-0')).toEqual({type: 'Fix64', value: '0.00000000'});
    expect(refused('Fix64', '92233720368.54775808')).toBe('must be a number from -92233720368.54775808 to 92233720368.54775807');
    expect(refused('Fix64', '-92233720368.54775809')).toBe('must be a number from -92233720368.54775808 to 92233720368.54775807');
  });

  it('optionals: an empty field is nil, anything else the inner type', () => {
    expect(ok('Address?', '')).toEqual({type: 'Optional', value: null});
    expect(ok('UInt8?', '  ')).toEqual({type: 'Optional', value: null});
    expect(ok('UInt8?', '7')).toEqual({type: 'Optional', value: {type: 'UInt8', value: '7'}});
    expect(refused('UInt8?', '256')).toBe('must be a whole number from 0 to 255');
    expect(refused('Address?', '0x1654653399040a61', 'testnet')).toBe('is not an account address on testnet; it is one on mainnet');
  });

  it('arrays: bracketed, comma-separated; text items in JSON double quotes; nil for an absent optional item', () => {
    expect(ok('[Int]', '[]')).toEqual({type: 'Array', value: []});
    expect(ok('[Int]', ' [1, -2 ,3] ')).toEqual({type: 'Array', value: ['1', '-2', '3'].map((value) => ({type: 'Int', value}))});
    expect(ok('[String]', '["a, b", "say \\"hi\\"", "é\\n"]')).toEqual({
      type: 'Array',
      value: ['a, b', 'say "hi"', 'é\n'].map((value) => ({type: 'String', value})),
    });
    expect(ok('[Address?]', '[0xf8d6e0586b0a20c7, nil, "0x0ae53cb6e3f42a79"]')).toEqual({
      type: 'Array',
      value: [
        {type: 'Optional', value: {type: 'Address', value: '0xf8d6e0586b0a20c7'}},
        {type: 'Optional', value: null},
        {type: 'Optional', value: {type: 'Address', value: '0x0ae53cb6e3f42a79'}},
      ],
    });
    expect(ok('[[UInt8]]', '[[1, 2], []]')).toEqual({
      type: 'Array',
      value: [{type: 'Array', value: [{type: 'UInt8', value: '1'}, {type: 'UInt8', value: '2'}]}, {type: 'Array', value: []}],
    });
    expect(ok('[String?]', '["nil", nil]')).toEqual({type: 'Array', value: [{type: 'Optional', value: {type: 'String', value: 'nil'}}, {type: 'Optional', value: null}]});
    expect(ok('[Int]?', '')).toEqual({type: 'Optional', value: null});
  });

  it('arrays: refuses what is not a list, and names the item that is wrong', () => {
    for (const text of ['1, 2', '[1, 2', '["a]', '[[1]', '[1]]']) expect(refused('[Int]', text)).toBe('must be a list in brackets, like [1, 2]');
    expect(refused('[UInt8]', '[1, 256]')).toBe('item 2 must be a whole number from 0 to 255');
    expect(refused('[Int]', '[1, , 2]')).toBe('item 2 is empty');
    expect(refused('[Int]', '[1,]')).toBe('item 2 is empty');
    expect(refused('[String]', '[abc]')).toBe('item 1 must be text in double quotes, like "abc"');
    expect(refused('[String]', '["a" "b"]')).toBe('item 1 must be text in double quotes, with JSON escapes');
    expect(refused('[Int]', '[nil]')).toBe('item 1 must be a whole number');
    expect(refused('[[Int]]', '[1]')).toBe('item 1 must be a list in brackets, like [1, 2]');
    expect(refused('[Address]', '[0xf8d6e0586b0a20c7]', 'mainnet')).toBe('item 1 is not an account address on mainnet; it is one on emulator');
  });
});

describe('quoteString and cliArgument', () => {
  it('quote strings as cadence ast.QuoteString: escapes, printable ASCII as is, the rest as \\u{...}', () => {
    expect(quoteString('say "hi"\n\t\r\\\0')).toBe('"say \\"hi\\"\\n\\t\\r\\\\\\0"');
    expect(quoteString('é😀\u007f~ ')).toBe('"\\u{e9}\\u{1f600}\\u{7f}~ "');
  });

  it('write values as flowkit ParseWithoutType reads them: a top-level String as typed, the rest as Cadence literals', () => {
    expect(cliArgument('String', 'hello world')).toBe('hello world');
    // The CLI takes a String that starts with a double quote as a literal, so it gets one.
    expect(cliArgument('String', '"quoted" start')).toBe('"\\"quoted\\" start"');
    expect(cliArgument('Address', 'f8d6e0586b0a20c7')).toBe('0xf8d6e0586b0a20c7');
    expect(cliArgument('UFix64', '1.5')).toBe('1.50000000');
    expect(cliArgument('Fix64', '-2')).toBe('-2.00000000');
    expect(cliArgument('Int8', '-128')).toBe('-128');
    expect(cliArgument('Bool', 'true')).toBe('true');
    expect(cliArgument('String?', 'hi')).toBe('"hi"');
    expect(cliArgument('String?', '')).toBe('nil');
    expect(cliArgument('[String]', '["a", "b c"]')).toBe('["a", "b c"]');
    expect(cliArgument('[Address?]', '[0x01cf0e2f2f715450, nil]')).toBe('[0x01cf0e2f2f715450, nil]');
  });

  it('give null where no positional form exists (Character) or the text is not a value', () => {
    expect(cliArgument('Character', 'a')).toBeNull();
    expect(cliArgument('[Character]', '["a"]')).toBeNull();
    expect(cliArgument('Character?', '')).toBe('nil');
    expect(cliArgument('UInt8', '256')).toBeNull();
    expect(cliArgument('{String: Int}', '{}')).toBeNull();
  });
});

describe('formatValue without the oracle', () => {
  it('throws on what is not JSON-Cadence', () => {
    expect(() => formatValue({type: 'Nope', value: 1})).toThrow(/not a JSON-Cadence value type: Nope/);
    expect(() => formatValue({type: 'UFix64', value: '1'})).toThrow();
  });
});

/** A few JSON-Cadence values of every kind the decoder reads, as the Access API may send them. */
const authorization = (kind: string, ids: string[] | null) => ({kind, entitlements: ids && ids.map((typeID) => ({kind: 'Entitlement', typeID}))});
const nominal = (kind: string, typeID: string) => ({kind, typeID, fields: [], initializers: [], type: ''});
const SAMPLES: JsonCadence[] = [
  {type: 'Void'},
  {type: 'Optional', value: null},
  {type: 'Optional', value: {type: 'Optional', value: null}},
  {type: 'Optional', value: {type: 'Int', value: '42'}},
  {type: 'Bool', value: true},
  {type: 'Bool', value: false},
  {type: 'String', value: ''},
  {type: 'String', value: 'say "hi"\n\t\r\\ \u0000 é 😀 \u007f \u0085 ~'},
  {type: 'String', value: 'lone \ud800 surrogate'},
  {type: 'Character', value: 'e\u0301'},
  {type: 'Address', value: '0x01'},
  {type: 'Address', value: '0xF8D6E0586B0A20C7'},
  {type: 'Address', value: '0x0000000000000000'},
  {type: 'Int', value: '-123456789012345678901234567890'},
  {type: 'Int', value: '007'},
  {type: 'Int', value: '+5'},
  {type: 'Int8', value: '-128'},
  {type: 'UInt8', value: '255'},
  {type: 'UInt', value: '0'},
  {type: 'UInt256', value: (BigInt(2) ** BigInt(256) - BigInt(1)).toString()},
  {type: 'Int256', value: (-(BigInt(2) ** BigInt(255))).toString()},
  {type: 'Word64', value: '18446744073709551615'},
  {type: 'Word256', value: '1'},
  {type: 'UFix64', value: '1.5'},
  {type: 'UFix64', value: '0.00000001'},
  {type: 'UFix64', value: '184467440737.09551615'},
  {type: 'Fix64', value: '-0.5'},
  {type: 'Fix64', value: '-1.5'},
  {type: 'Fix64', value: '12.3'},
  {type: 'Fix64', value: '-92233720368.54775808'},
  {type: 'Fix128', value: '-0.5'},
  {type: 'Fix128', value: '-170141183460469.231731687303715884105728'},
  {type: 'Fix128', value: '170141183460469.231731687303715884105727'},
  {type: 'UFix128', value: '1.000000000000000000000001'},
  {type: 'UFix128', value: '340282366920938.463463374607431768211455'},
  {type: 'Array', value: []},
  {type: 'Array', value: [{type: 'Array', value: [{type: 'Int', value: '1'}]}, {type: 'String', value: 'x'}, {type: 'Optional', value: null}]},
  {
    type: 'Dictionary',
    value: [
      {key: {type: 'String', value: 'a'}, value: {type: 'UFix64', value: '1.0'}},
      {key: {type: 'String', value: 'b"'}, value: {type: 'UFix64', value: '2.25'}},
    ],
  },
  {type: 'Dictionary', value: []},
  {
    type: 'Struct',
    value: {
      id: 'A.0000000000000001.C.S',
      fields: [
        {name: 'a', value: {type: 'Int', value: '1'}},
        {name: 'b', value: {type: 'Optional', value: null}},
        {name: 'c', value: {type: 'Path', value: {domain: 'public', identifier: 'x'}}},
      ],
    },
  },
  {type: 'Struct', value: {id: 'A.0000000000000001.C.Empty', fields: []}},
  {type: 'Resource', value: {id: 'A.0000000000000001.C.R', fields: [{name: 'uuid', value: {type: 'UInt64', value: '9'}}]}},
  {type: 'Event', value: {id: 'A.0000000000000001.C.E', fields: [{name: 'who', value: {type: 'Address', value: '0x0000000000000001'}}]}},
  {type: 'Contract', value: {id: 'A.0000000000000001.C', fields: []}},
  {type: 'Enum', value: {id: 'A.0000000000000001.C.Color', fields: [{name: 'rawValue', value: {type: 'UInt8', value: '1'}}]}},
  {type: 'InclusiveRange', value: {start: {type: 'Int', value: '1'}, end: {type: 'Int', value: '10'}, step: {type: 'Int', value: '2'}}},
  {type: 'Path', value: {domain: 'storage', identifier: 'flowTokenVault'}},
  {type: 'Type', value: {staticType: {kind: 'Int'}}},
  {type: 'Type', value: {staticType: {kind: 'Optional', type: {kind: 'String'}}}},
  {type: 'Type', value: {staticType: {kind: 'VariableSizedArray', type: {kind: 'Optional', type: {kind: 'UFix64'}}}}},
  {type: 'Type', value: {staticType: {kind: 'ConstantSizedArray', type: {kind: 'Int'}, size: 3}}},
  {type: 'Type', value: {staticType: {kind: 'Dictionary', key: {kind: 'String'}, value: {kind: 'AnyStruct'}}}},
  {type: 'Type', value: {staticType: {kind: 'Reference', authorization: authorization('Unauthorized', null), type: {kind: 'Account'}}}},
  {
    type: 'Type',
    value: {staticType: {kind: 'Reference', authorization: authorization('EntitlementConjunctionSet', ['Storage', 'Capabilities']), type: {kind: 'Account'}}},
  },
  {
    type: 'Type',
    value: {staticType: {kind: 'Reference', authorization: authorization('EntitlementDisjunctionSet', ['S.test.B', 'S.test.A']), type: {kind: 'AnyStruct'}}},
  },
  {type: 'Type', value: {staticType: {kind: 'Reference', authorization: authorization('EntitlementMapAuthorization', ['Identity']), type: {kind: 'AnyStruct'}}}},
  {
    type: 'Type',
    value: {
      staticType: {
        kind: 'Intersection',
        typeID: '',
        types: [nominal('ResourceInterface', 'A.0000000000000002.FungibleToken.Vault'), nominal('ResourceInterface', 'A.0000000000000001.B.Balance')],
      },
    },
  },
  {type: 'Type', value: {staticType: nominal('Struct', 'A.0000000000000001.C.S')}},
  {type: 'Type', value: {staticType: {kind: 'Enum', typeID: 'A.0000000000000001.C.Color', fields: [], initializers: [], type: {kind: 'UInt8'}}}},
  {type: 'Type', value: {staticType: {kind: 'Capability', type: {kind: 'Reference', authorization: authorization('Unauthorized', null), type: {kind: 'Int'}}}}},
  {type: 'Type', value: {staticType: {kind: 'Capability', type: ''}}},
  {type: 'Type', value: {staticType: {kind: 'InclusiveRange', element: {kind: 'Int'}}}},
  {
    type: 'Type',
    value: {
      staticType: {
        kind: 'Function',
        purity: 'view',
        typeParameters: [{name: 'T', typeBound: {kind: 'AnyStruct'}}, {name: 'U'}],
        parameters: [
          {label: '_', id: 'x', type: {kind: 'Int'}},
          {label: 'y', id: 'y', type: {kind: 'String'}},
        ],
        return: {kind: 'Optional', type: {kind: 'Bool'}},
      },
    },
  },
  {type: 'Type', value: {staticType: {kind: 'Function', purity: '', typeParameters: [], parameters: [], return: {kind: 'Void'}}}},
  {
    type: 'Capability',
    value: {id: '3', address: '0x0000000000000001', borrowType: {kind: 'Reference', authorization: authorization('Unauthorized', null), type: {kind: 'Int'}}},
  },
  {type: 'Function', value: {functionType: {kind: 'Function', purity: '', typeParameters: [], parameters: [], return: {kind: 'Void'}}}},
];

/** Values the Go decoder refuses; formatValue must not make text of them either. */
const REFUSED: JsonCadence[] = [
  {type: 'Address', value: '0x1'},
  {type: 'Address', value: 'f8d6e0586b0a20c7'},
  {type: 'UFix64', value: '1'},
  {type: 'UFix64', value: '0.000000001'},
  {type: 'Int', value: 'ten'},
  {type: 'Int', value: ''},
  {type: 'Int', value: '0x10'},
  {type: 'Int', value: '1_000'},
  {type: 'Int8', value: '128'},
  {type: 'UInt', value: '-1'},
  {type: 'Word256', value: (BigInt(2) ** BigInt(256)).toString()},
  {type: 'UFix64', value: '-0.5'},
  {type: 'UFix64', value: '184467440737.09551616'},
  {type: 'Fix64', value: '92233720368.54775808'},
  {type: 'Fix64', value: '.5'},
  {type: 'Fix64', value: '1.-5'},
  {type: 'Fix128', value: '-170141183460469.231731687303715884105729'},
  {type: 'UFix128', value: '340282366920938.463463374607431768211456'},
  {type: 'Bool', value: 'true'},
  {type: 'Nope', value: '1'},
];

/** The answers of examples/toolchain/emulator/cadencestring, one per input. */
function cadencestring(inputs: unknown[], flags: string[] = []): string[] {
  const out = execFileSync(goHelper('emulator', 'cadencestring'), flags, {input: inputs.map((v) => JSON.stringify(v)).join('\n'), encoding: 'utf8'});
  const lines = out.split('\n').slice(0, -1);
  if (lines.length !== inputs.length) throw new Error(`cadencestring answered ${lines.length} lines for ${inputs.length} inputs:\n${out}`);
  return lines;
}
/** Cadence's own String() of each JSON-Cadence value. */
const cadenceStrings = (values: JsonCadence[]) => cadencestring(values);
/** The value `flow scripts execute` makes of each positional argument, as JSON-Cadence (or "!error: ..."). */
const cliValues = (args: Array<{type: string; arg: string}>) => cadencestring(args, ['-cli']);

const toolchainBuilt = existsSync(emulatorBin);
if (!toolchainBuilt && !process.env.CI) {
  console.warn('cadenceValues: the comparison with Cadence itself is skipped, the Flow toolchain is not built (examples/.bin/emulator is missing; npm run toolchain builds it)');
}

// CI builds the toolchain before the unit tests and never skips these.
describe.skipIf(!toolchainBuilt && !process.env.CI)("against Cadence's own decoder and String() (examples/toolchain/emulator/cadencestring)", () => {
  it('formatValue writes every kind of value as Cadence does', () => {
    expect(toolchainBuilt, 'examples/.bin/emulator is missing: CI must build the toolchain (bash examples/toolchain/build.sh) before the unit tests').toBe(true);
    const expected = cadenceStrings(SAMPLES);
    expect(expected.filter((line) => line.startsWith('!error')), 'every sample decodes in Go').toEqual([]);
    expect(SAMPLES.map((v) => formatValue(v))).toEqual(expected);
  }, 300_000);

  it('formatValue refuses what the decoder refuses', () => {
    const expected = cadenceStrings(REFUSED);
    expect(expected.every((line) => line.startsWith('!error')), expected.join('\n')).toBe(true);
    for (const value of REFUSED) expect(() => formatValue(value), JSON.stringify(value)).toThrow();
  }, 300_000);

  it('parseArgument accepts exactly the numbers and characters the decoder accepts, at the edges of every range, and encodes them as it reads them', () => {
    const cases: Array<{type: string; text: string}> = [];
    for (const type of [...SIGNED, ...UNSIGNED]) {
      const [min, max] = rangeOf(type);
      for (const n of [min - BigInt(1), min, BigInt(0), max, max + BigInt(1)]) cases.push({type, text: n.toString()});
    }
    for (const text of ['-1.0', '0', '0.00000001', '184467440737.09551615', '184467440737.09551616']) cases.push({type: 'UFix64', text});
    for (const text of ['-92233720368.54775809', '-92233720368.54775808', '-0.5', '92233720368.54775807', '92233720368.54775808']) cases.push({type: 'Fix64', text});
    // Characters: one grapheme cluster by Intl.Segmenter here, by uniseg in Cadence.
    for (const text of ['a', 'é', 'e\u0301', '😀', '🇨🇭', '👨\u200d👩\u200d👧', '\r\n', 'ab', '', '🇨🇭🇨🇭', 'e\u0301e']) cases.push({type: 'Character', text});
    // What the decoder does with the same text in a JSON-Cadence value (fixed-point text needs its point there).
    const asTyped = cases.map(({type, text}) => ({type, value: /Fix/.test(type) && !text.includes('.') ? `${text}.0` : text}));
    const go = cadenceStrings(asTyped);
    const disagreements = cases.flatMap(({type, text}, i) => {
      const ours = parseArgument(type, text, 'emulator');
      const goAccepts = !go[i]!.startsWith('!error');
      if (ours.ok !== goAccepts) return [`${type} ${text}: ours ${ours.ok ? 'accepts' : 'refuses'}, Cadence ${go[i]}`];
      if (ours.ok && formatValue(ours.value) !== go[i]) return [`${type} ${text}: ours reads ${formatValue(ours.value)}, Cadence ${go[i]}`];
      return [];
    });
    expect(disagreements).toEqual([]);
    expect(cases.filter((_, i) => go[i]!.startsWith('!error')).length).toBeGreaterThan(30);
  }, 300_000);

  it('cliArgument writes text the CLI reads back as the value parseArgument makes, for every type offered', () => {
    const cases: Array<[type: string, text: string]> = [
      ['String', 'hello world'],
      ['String', '"quoted" at the start'],
      ['String', 'é 😀 \\ "x"\n\ttab'],
      ['String', ''],
      ['Address', '0xf8d6e0586b0a20c7'],
      ['Address', '0ae53cb6e3f42a79'],
      ['Bool', 'true'],
      ['Int', '-123456789012345678901234567890'],
      ['Int', '-0'],
      ['UInt', '+42'],
      ['UFix64', '1.5'],
      ['UFix64', '184467440737.09551615'],
      ['Fix64', '-92233720368.54775808'],
      ['Fix64', '-0.00000001'],
      ['String?', ''],
      ['String?', 'some'],
      ['Address?', '0x01cf0e2f2f715450'],
      ['UFix64?', '2'],
      ['[String]', '["a, b", "", "é"]'],
      ['[Address?]', '[0x01cf0e2f2f715450, nil]'],
      ['[[Int8]]', '[[1, -128], []]'],
      ['[Bool]', '[true, false]'],
      ['[UFix64]?', '[0.5]'],
      ['PublicPath', '/public/flowTokenReceiver'],
      ['StoragePath', '/storage/flowTokenVault'],
    ];
    for (const type of [...SIGNED, ...UNSIGNED]) for (const n of rangeOf(type)) cases.push([type, n.toString()]);
    const args = cases.map(([type, text]) => ({type, arg: cliArgument(type, text)}));
    expect(args.filter((a) => a.arg === null)).toEqual([]);
    const go = cliValues(args as Array<{type: string; arg: string}>);
    const disagreements = cases.flatMap(([type, text], i) => {
      const ours = parseArgument(type, text, 'emulator');
      if (!ours.ok) return [`${type} ${JSON.stringify(text)}: refused by parseArgument (${ours.error})`];
      if (go[i]!.startsWith('!error')) return [`${type} ${JSON.stringify(text)} as ${args[i]!.arg}: the CLI refuses it (${go[i]})`];
      return JSON.stringify(sorted(JSON.parse(go[i]!))) === JSON.stringify(sorted(ours.value)) ? [] : [`${type} ${JSON.stringify(text)} as ${args[i]!.arg}: the CLI reads ${go[i]}, we send ${JSON.stringify(ours.value)}`];
    });
    expect(disagreements).toEqual([]);
  }, 300_000);

  it('cliArgument is null exactly where the CLI has no positional form: a Character', () => {
    expect(cliArgument('Character', 'a')).toBeNull();
    const go = cliValues([{type: 'Character', arg: 'a'}, {type: 'Character', arg: quoteString('a')}, {type: '[Character]', arg: '["a"]'}]);
    expect(go.every((line) => line.startsWith('!error')), go.join('\n')).toBe(true);
  }, 300_000);
});

/** A JSON value with its object keys sorted, to compare answers whatever their key order. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]));
  return value;
}


describe('cliValue: positional command-line arguments as the Flow CLI reads them', () => {
  it('refuses what the CLI refuses on the pages: a bare address for a list, a whole number for a UFix64', () => {
    expect(cliValue('[Address]', '0xf8d6e0586b0a20c7')).toEqual({ok: false, error: 'must be a list in brackets, like [1, 2], not a whole number'});
    expect(cliValue('UFix64', '10')).toEqual({ok: false, error: 'must be a number with a decimal point, like 10.0, not a whole number'});
    expect(cliValue('[String]', '[gold]')).toMatchObject({ok: false});
  });

  it('reads the forms the pages use', () => {
    expect(cliValue('[Address]', '[0xf8d6e0586b0a20c7, 0x01cf0e2f2f715450]')).toEqual({
      ok: true,
      value: {type: 'Array', value: [{type: 'Address', value: '0xf8d6e0586b0a20c7'}, {type: 'Address', value: '0x01cf0e2f2f715450'}]},
    });
    expect(cliValue('Address', 'f8d6e0586b0a20c7')).toEqual({ok: true, value: {type: 'Address', value: '0xf8d6e0586b0a20c7'}});
    expect(cliValue('String', 'Hello, Flow')).toEqual({ok: true, value: {type: 'String', value: 'Hello, Flow'}});
    expect(cliValue('UFix64', '10.5')).toEqual({ok: true, value: {type: 'UFix64', value: '10.50000000'}});
    expect(cliValue('UInt64?', 'nil')).toEqual({ok: true, value: {type: 'Optional', value: null}});
  });

  it('formText writes each value as the form reads it back', () => {
    const cases: Array<[string, string]> = [
      ['[Address]', '[0xf8d6e0586b0a20c7, 0x01cf0e2f2f715450]'],
      ['String', 'Hello, "Flow"'],
      ['[String]', '["a, b", "é"]'],
      ['UFix64', '10.5'],
      ['UInt64?', 'nil'],
      ['[UInt64?]', '[1, nil]'],
      ['PublicPath', '/public/flowTokenReceiver'],
    ];
    for (const [type, word] of cases) {
      const value = cliValue(type, word);
      if (!value.ok) throw new Error(`${type} ${word}: ${value.error}`);
      const text = formText(type, value.value);
      expect(parseArgument(type, text, 'emulator'), `${type} ${word} as ${text}`).toEqual(value);
    }
    expect(formText('UFix64', {type: 'UFix64', value: '10.00000000'})).toBe('10.0');
    expect(formText('UInt64?', {type: 'Optional', value: null})).toBe('');
  });
});

describe.skipIf(!toolchainBuilt && !process.env.CI)("cliValue against Cadence's own literal parsing (cadencestring -cli)", () => {
  it('accepts and refuses exactly what the CLI does, and reads the same values', () => {
    const cases: Array<[type: string, arg: string]> = [
      ['[Address]', '0xf8d6e0586b0a20c7'],
      ['[Address]', '[0xf8d6e0586b0a20c7]'],
      ['[Address]', '[f8d6e0586b0a20c7]'],
      ['[Address]', '[]'],
      ['Address', '0xf8d6e0586b0a20c7'],
      ['Address', 'f8d6e0586b0a20c7'],
      ['Address', '0x1'],
      ['Address', '0x10000000000000000'],
      ['Address', '12'],
      ['UFix64', '10'],
      ['UFix64', '10.0'],
      ['UFix64', '10.123456789'],
      ['UFix64', '1_000.5'],
      ['UFix64', '-1.0'],
      ['UFix64', '-0.0'],
      ['Fix64', '-0.5'],
      ['Fix64', '- 0.5'],
      ['Int', '-0'],
      ['Int', '-5'],
      ['Int', '0x1F'],
      ['Int', '0b101'],
      ['Int', '0o17'],
      ['Int', '1_000'],
      ['Int', '_1'],
      ['Int', '1_'],
      ['Int', '1.0'],
      ['UInt8', '256'],
      ['UInt8', '-1'],
      ['UInt64', ' 7 '],
      ['UInt64', '007'],
      ['Bool', 'true'],
      ['Bool', 'True'],
      ['String', 'plain text'],
      ['String', '"quoted \\n \\u{1F600} \\" \\\\"'],
      ['String', '"unclosed'],
      ['String', '"a" "b"'],
      ['[String]', '["a", "b, c"]'],
      ['[String]', '[a]'],
      ['[String]', '["x",]'],
      ['String?', 'nil'],
      ['String?', '"nil"'],
      ['UInt64?', 'nil'],
      ['UInt64?', '5'],
      ['[UInt64?]', '[1, nil]'],
      ['[[Int]]', '[[1, 2], []]'],
      ['PublicPath', '/public/flowTokenReceiver'],
      ['PublicPath', '/storage/flowTokenVault'],
      ['StoragePath', '/storage/flowTokenVault'],
      ['Path', '/public/x'],
      ['Path', 'public/x'],
    ];
    const go = cliValues(cases.map(([type, arg]) => ({type, arg})));
    const disagreements = cases.flatMap(([type, arg], i) => {
      const ours = cliValue(type, arg);
      const goAccepts = !go[i]!.startsWith('!error');
      if (ours.ok !== goAccepts) return [`${type} ${JSON.stringify(arg)}: ours ${ours.ok ? 'accepts' : `refuses (${ours.error})`}, the CLI ${go[i]}`];
      if (ours.ok && JSON.stringify(sorted(JSON.parse(go[i]!))) !== JSON.stringify(sorted(ours.value))) return [`${type} ${JSON.stringify(arg)}: the CLI reads ${go[i]}, ours ${JSON.stringify(ours.value)}`];
      return [];
    });
    expect(disagreements).toEqual([]);
  }, 300_000);
});
