/**
 * Cadence values for the Run button under doc scripts: which parameter types a form can offer,
 * the reader's text turned into a JSON-Cadence argument (refused with a reason before anything
 * is sent), a script's result shown as the Flow CLI shows it, and the same argument written as
 * a positional argument of `flow scripts execute`.
 *
 * Sources, at the versions the site pins (examples/toolchain/emulator/go.mod: cadence v1.10.2;
 * Flow CLI v2.17.3):
 * - JSON-Cadence: https://cadence-lang.org/docs/json-cadence-spec and cadence's encoding/json
 *   (integers are decimal strings; fixed-point numbers are "<integer>.<fraction>" strings, which
 *   the decoder refuses without the point, and which the encoder writes with 8 decimals).
 * - Ranges: cadence's sema and fixedpoint packages (two's complement for IntN, 0..2^N-1 for
 *   UIntN and WordN, Fix64 and UFix64 are int64 and uint64 counts of 10^-8).
 * - Result text: cadence's Value.String() (values.go, format/, ast.QuoteString, the ID() of each
 *   type in types.go), which is what `flow scripts execute` prints after "Result: ".
 * - Positional CLI arguments: flowkit's arguments.ParseWithoutType, which quotes a top-level
 *   String and prefixes a top-level Address with 0x, then parses the text as a Cadence literal
 *   (cadence runtime.ParseLiteral). Character has no literal form there.
 *
 * Browser code: no dependencies, no Node. BigInt values come from BigInt() calls, not literals.
 */
import {addressNetworks, addressValue, formatAddress, isValidAddress, type FlowNetwork} from './address';

/** A JSON-Cadence value. */
export interface JsonCadence {
  type: string;
  value?: unknown;
}

export type ArgumentResult = {ok: true; value: JsonCadence} | {ok: false; error: string};

/** A parameter type a form can offer. */
export type ValueType =
  | {kind: 'simple'; name: string}
  | {kind: 'optional'; of: ValueType}
  | {kind: 'array'; of: ValueType};

const big = (n: number | string) => BigInt(n);
const ZERO = big(0);
const TWO = big(2);
const FIX_SCALE = 8;
const FIX_FACTOR = big(10) ** big(FIX_SCALE);

/** Bounds of the integer types: [min, max], null where Cadence sets none. */
const INTEGER_RANGES: Record<string, [bigint | null, bigint | null]> = {Int: [null, null], UInt: [ZERO, null]};
for (const bits of [8, 16, 32, 64, 128, 256]) {
  const half = TWO ** big(bits - 1);
  INTEGER_RANGES[`Int${bits}`] = [-half, half - big(1)];
  INTEGER_RANGES[`UInt${bits}`] = [ZERO, half * TWO - big(1)];
  INTEGER_RANGES[`Word${bits}`] = [ZERO, half * TWO - big(1)];
}

/** Bounds of the fixed-point types, in units of 10^-8. */
const FIXED_RANGES: Record<string, [bigint, bigint]> = {
  Fix64: [-(TWO ** big(63)), TWO ** big(63) - big(1)],
  UFix64: [ZERO, TWO ** big(64) - big(1)],
};

/** The domains each path type takes (Cadence 1.0 has no private paths). */
const PATH_DOMAINS: Record<string, string[]> = {Path: ['storage', 'public'], StoragePath: ['storage'], PublicPath: ['public']};

const SIMPLE = new Set(['Address', 'String', 'Character', 'Bool', ...Object.keys(PATH_DOMAINS), ...Object.keys(INTEGER_RANGES), ...Object.keys(FIXED_RANGES)]);

/**
 * The type a form can fill for a Cadence parameter type as written in the script (`UFix64`,
 * `Address?`, `[String]`, `[[Int8]]`), or null. Optionals of optionals, constant-size arrays,
 * dictionaries, structs and every other type are null: the caller offers no Run for them.
 */
export function parseType(type: string): ValueType | null {
  const t = type.trim();
  if (t.endsWith('?')) {
    const of = parseType(t.slice(0, -1));
    // An empty field is nil, so a form cannot tell the nils of `T??` apart.
    return of && of.kind !== 'optional' ? {kind: 'optional', of} : null;
  }
  if (t.startsWith('[') && t.endsWith(']')) {
    const of = parseType(t.slice(1, -1));
    return of ? {kind: 'array', of} : null;
  }
  return SIMPLE.has(t) ? {kind: 'simple', name: t} : null;
}

export function supportedType(type: string): boolean {
  return parseType(type) !== null;
}

const fail = (error: string): ArgumentResult => ({ok: false, error});

/**
 * The JSON-Cadence argument for the text a reader typed for a parameter of type `type`, checked
 * for `network` (an Address must be an account address there). Errors are sentences without the
 * parameter's name, e.g. "must be a whole number from 0 to 255".
 *
 * What the reader types: numbers in decimal (a sign allowed where the type is signed); UFix64
 * and Fix64 with at most 8 decimals (`10` is `10.00000000`); true or false; an address with or
 * without 0x; text as is. An empty optional field is nil. An array is written in brackets, its
 * items separated by commas: `[1, 2, 3]`, `["a", "b, c"]` (String and Character items in double
 * quotes with JSON escapes), `[0x01, nil]` (a bare nil is an absent optional item), `[[1], []]`.
 */
export function parseArgument(type: string, text: string, network: FlowNetwork): ArgumentResult {
  const parsed = parseType(type);
  if (!parsed) return fail(`has the type ${type.trim()}, which this form cannot fill`);
  return parseValue(parsed, text, network);
}

function parseValue(type: ValueType, text: string, network: FlowNetwork | null): ArgumentResult {
  if (type.kind === 'optional') {
    if (text.trim() === '') return {ok: true, value: {type: 'Optional', value: null}};
    const inner = parseValue(type.of, text, network);
    return inner.ok ? {ok: true, value: {type: 'Optional', value: inner.value}} : inner;
  }
  if (type.kind === 'array') return parseArray(type.of, text, network);
  return parseSimple(type.name, text, network);
}

function parseSimple(name: string, text: string, network: FlowNetwork | null): ArgumentResult {
  if (name === 'String') {
    return /[\uD800-\uDFFF]/u.test(text) ? fail('must be valid Unicode text') : {ok: true, value: {type: 'String', value: text}};
  }
  if (name === 'Character') {
    return graphemeCount(text) === 1 && !/[\uD800-\uDFFF]/u.test(text)
      ? {ok: true, value: {type: 'Character', value: text}}
      : fail('must be exactly one character');
  }
  const t = text.trim();
  if (name === 'Bool') {
    return t === 'true' || t === 'false' ? {ok: true, value: {type: 'Bool', value: t === 'true'}} : fail('must be true or false');
  }
  if (name === 'Address') {
    const value = addressValue(t);
    if (value === null) return fail('must be an address: 0x and up to 16 hex digits');
    if (network && !isValidAddress(t, network)) {
      const others = addressNetworks(t);
      return fail(
        others.length
          ? `is not an account address on ${network}; it is one on ${others.join(' and ')}`
          : `is not an account address on ${network}, nor on any other Flow network`,
      );
    }
    return {ok: true, value: {type: 'Address', value: formatAddress(value)}};
  }
  const domains = PATH_DOMAINS[name];
  if (domains) {
    const m = /^\/(\w+)\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(t);
    if (!m || !domains.includes(m[1]!)) return fail(`must be a path like ${domains.map((d) => `/${d}/name`).join(' or ')}`);
    return {ok: true, value: {type: 'Path', value: {domain: m[1], identifier: m[2]}}};
  }
  const integer = INTEGER_RANGES[name];
  if (integer) {
    const [min, max] = integer;
    const m = /^([+-]?)(\d+)$/.exec(t);
    const value = m && !(min !== null && min >= ZERO && m[1] === '-') ? BigInt(m[1] + m[2]!) : null;
    if (value === null || (min !== null && value < min) || (max !== null && value > max)) {
      return fail(
        min === null ? 'must be a whole number' : max === null ? `must be a whole number, ${min} or more` : `must be a whole number from ${min} to ${max}`,
      );
    }
    return {ok: true, value: {type: name, value: value.toString()}};
  }
  const [min, max] = FIXED_RANGES[name]!;
  const range = `from ${formatFixed(min, FIX_SCALE)} to ${formatFixed(max, FIX_SCALE)}`;
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(t);
  if (!m || (min >= ZERO && m[1] === '-')) return fail(`must be a number ${range}, like 1.5`);
  if ((m[3] ?? '').length > FIX_SCALE) return fail(`must have at most ${FIX_SCALE} decimals`);
  const units = BigInt(m[2]!) * FIX_FACTOR + BigInt((m[3] ?? '').padEnd(FIX_SCALE, '0'));
  const value = m[1] === '-' ? -units : units;
  if (value < min || value > max) return fail(`must be a number ${range}`);
  return {ok: true, value: {type: name, value: formatFixed(value, FIX_SCALE)}};
}

/** The grapheme clusters of a text (what Cadence calls characters). */
function graphemeCount(text: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(text)].length;
  }
  return [...text].length;
}

/** The items of `[a, "b", [c]]` as their source text, or null when the brackets or quotes do not close. */
export function listItems(text: string): string[] | null {
  const t = text.trim();
  if (!t.startsWith('[') || !t.endsWith(']')) return null;
  const items: string[] = [];
  let depth = 0;
  let start = 1;
  let inString = false;
  for (let i = 1; i < t.length - 1; i++) {
    const c = t[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[') depth++;
    else if (c === ']' && --depth < 0) return null;
    else if (c === ',' && depth === 0) {
      items.push(t.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (inString || depth !== 0) return null;
  const last = t.slice(start, -1).trim();
  if (last !== '' || items.length) items.push(last);
  return items;
}

function parseArray(of: ValueType, text: string, network: FlowNetwork | null): ArgumentResult {
  const items = listItems(text);
  if (!items) return fail('must be a list in brackets, like [1, 2]');
  const values: JsonCadence[] = [];
  for (const [i, item] of items.entries()) {
    const parsed = parseItem(of, item, network);
    if (!parsed.ok) return fail(`item ${i + 1} ${parsed.error}`);
    values.push(parsed.value);
  }
  return {ok: true, value: {type: 'Array', value: values}};
}

/** One item of a list: quoted text is read as a JSON string, `nil` is an absent optional. */
function parseItem(type: ValueType, item: string, network: FlowNetwork | null): ArgumentResult {
  if (item === '') return fail('is empty');
  if (type.kind === 'optional') {
    if (item === 'nil') return {ok: true, value: {type: 'Optional', value: null}};
    const inner = parseItem(type.of, item, network);
    return inner.ok ? {ok: true, value: {type: 'Optional', value: inner.value}} : inner;
  }
  if (type.kind === 'array') return parseArray(type.of, item, network);
  let text = item;
  if (item.startsWith('"')) {
    try {
      text = JSON.parse(item) as string;
    } catch {
      return fail('must be text in double quotes, with JSON escapes');
    }
  } else if (type.name === 'String' || type.name === 'Character') {
    return fail('must be text in double quotes, like "abc"');
  }
  return parseSimple(type.name, text, network);
}

/** A count of 10^-scale units as Cadence prints it (format.Fix64, UFix64, and the 128-bit ones). */
function formatFixed(units: bigint, scale: number): string {
  const factor = big(10) ** big(scale);
  const integer = units / factor;
  let fraction = units % factor;
  let sign = '';
  if (fraction < ZERO) {
    fraction = -fraction;
    if (integer === ZERO) sign = '-';
  }
  return `${sign}${integer}.${fraction.toString().padStart(scale, '0')}`;
}

/** A fixed-point JSON-Cadence value (always with its point) as a count of 10^-scale units, checked against its type's range. */
function fixedUnits(type: string, text: string): bigint {
  const [scale, min, max] = DECODED_FIXED[type]!;
  const m = /^([+-]?)(\d+)\.(\d+)$/.exec(text);
  if (!m || m[3]!.length > scale) throw new Error(`not a ${type} value: ${text}`);
  const magnitude = BigInt(m[2]! + m[3]!.padEnd(scale, '0'));
  const units = m[1] === '-' ? -magnitude : magnitude;
  if (units < min || units > max || (min === ZERO && m[1] === '-')) throw new Error(`not a ${type} value: ${text}`);
  return units;
}

/** A JSON-Cadence integer (a decimal string), checked against its type's range as the decoder does. */
function integerValue(type: string, text: string): bigint {
  const [min, max] = INTEGER_RANGES[type]!;
  const m = /^([+-]?)(\d+)$/.exec(text);
  const value = m ? BigInt(m[1] === '-' ? `-${m[2]}` : m[2]!) : null;
  if (value === null || (min !== null && value < min) || (max !== null && value > max)) throw new Error(`not a ${type} value: ${text}`);
  return value;
}

/** A string as a Cadence string literal (cadence ast.QuoteString). */
export function quoteString(text: string): string {
  let out = '"';
  for (const ch of text) {
    let cp = ch.codePointAt(0)!;
    if (cp === 0) out += '\\0';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (cp >= 0x20 && cp <= 0x7e) out += ch;
    else {
      // Go decodes a lone surrogate (which JSON allows) to U+FFFD before Cadence sees it.
      if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
      out += `\\u{${cp.toString(16)}}`;
    }
  }
  return `${out}"`;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`expected a JSON object, got ${JSON.stringify(v)}`);
  return v as Json;
};
const list = (v: unknown): unknown[] => {
  if (!Array.isArray(v)) throw new Error(`expected a JSON array, got ${JSON.stringify(v)}`);
  return v;
};
const str = (v: unknown): string => {
  if (typeof v !== 'string') throw new Error(`expected a JSON string, got ${JSON.stringify(v)}`);
  return v;
};

const NOMINAL_KINDS = new Set(['Struct', 'Resource', 'Event', 'Contract', 'StructInterface', 'ResourceInterface', 'ContractInterface', 'Enum', 'Attachment']);

/** The ID of a JSON-Cadence type, as cadence's Type.ID() writes it ('' for an absent type). */
function typeId(type: unknown): string {
  if (type === '' || type === null || type === undefined) return '';
  // A type met again inside itself is written as its type ID.
  if (typeof type === 'string') return type;
  const t = obj(type);
  const kind = str(t.kind);
  const sortedIds = (items: unknown) => list(items).map(typeId).sort();
  switch (kind) {
    case 'Optional':
      return `(${typeId(t.type)})?`;
    case 'VariableSizedArray':
      return `[${typeId(t.type)}]`;
    case 'ConstantSizedArray':
      return `[${typeId(t.type)};${Number(t.size)}]`;
    case 'Dictionary':
      return `{${typeId(t.key)}:${typeId(t.value)}}`;
    case 'InclusiveRange':
      return `InclusiveRange<${typeId(t.element)}>`;
    case 'Capability': {
      const borrow = typeId(t.type);
      return borrow ? `Capability<${borrow}>` : 'Capability';
    }
    case 'Intersection':
      return `{${sortedIds(t.types).join(',')}}`;
    case 'Reference': {
      const auth = obj(t.authorization);
      const ids = () => list(auth.entitlements).map((e) => str(obj(e).typeID)).sort();
      const access =
        auth.kind === 'EntitlementMapAuthorization' ? ids()[0] : auth.kind === 'EntitlementConjunctionSet' ? ids().join(',') : auth.kind === 'EntitlementDisjunctionSet' ? ids().join('|') : '';
      return `${access ? `auth(${access})` : ''}&${typeId(t.type)}`;
    }
    case 'Function': {
      const typeParameters = t.typeParameters ? list(t.typeParameters) : [];
      const params = typeParameters.map((p) => {
        const bound = typeId(obj(p).typeBound);
        return str(obj(p).name) + (bound ? `:${bound}` : '');
      });
      const parameters = list(t.parameters).map((p) => typeId(obj(p).type));
      return `${t.purity === 'view' ? 'view ' : ''}fun${params.length ? `<${params.join(',')}>` : ''}(${parameters.join(',')}):${typeId(t.return)}`;
    }
    default:
      return NOMINAL_KINDS.has(kind) ? str(t.typeID) : kind;
  }
}

/** Scale and range (in units of 10^-scale) of the fixed-point types a result may hold. */
const DECODED_FIXED: Record<string, [number, bigint, bigint]> = {
  Fix64: [FIX_SCALE, ...FIXED_RANGES.Fix64!],
  UFix64: [FIX_SCALE, ...FIXED_RANGES.UFix64!],
  Fix128: [24, -(TWO ** big(127)), TWO ** big(127) - big(1)],
  UFix128: [24, ZERO, TWO ** big(128) - big(1)],
};

/**
 * The text of a decoded result, exactly as `flow scripts execute` prints it after "Result: "
 * (cadence's Value.String()): `1.00000000`, `0x0000000000000001`, `"a \"quoted\" text"`,
 * `[1, 2]`, `{"a": 1}`, `nil`, `A.0000000000000001.C.S(field: 1)`, `/storage/x`, `Type<Int>()`.
 * Throws on a value that is not JSON-Cadence.
 */
export function formatValue(value: JsonCadence): string {
  const v = obj(value);
  const type = str(v.type);
  const inner = v.value;
  if (type === 'Void') return '()';
  if (INTEGER_RANGES[type]) return integerValue(type, str(inner)).toString();
  if (DECODED_FIXED[type]) return formatFixed(fixedUnits(type, str(inner)), DECODED_FIXED[type][0]);
  const composite = () => {
    const c = obj(inner);
    const fields = list(c.fields).map((f) => `${str(obj(f).name)}: ${formatValue(obj(obj(f).value) as unknown as JsonCadence)}`);
    return `${str(c.id)}(${fields.join(', ')})`;
  };
  const nested = (x: unknown) => formatValue(obj(x) as unknown as JsonCadence);
  switch (type) {
    case 'Optional':
      return inner === null ? 'nil' : nested(inner);
    case 'Bool':
      if (typeof inner !== 'boolean') throw new Error(`expected a JSON bool, got ${JSON.stringify(inner)}`);
      return inner ? 'true' : 'false';
    case 'String':
    case 'Character':
      return quoteString(str(inner));
    case 'Address': {
      const hex = /^0x([0-9a-fA-F]*)$/.exec(str(inner));
      if (!hex || hex[1]!.length % 2) throw new Error(`not an address: ${String(inner)}`);
      return `0x${hex[1]!.toLowerCase().padStart(16, '0').slice(-16)}`;
    }
    case 'Array':
      return `[${list(inner).map(nested).join(', ')}]`;
    case 'Dictionary':
      return `{${list(inner)
        .map((p) => `${nested(obj(p).key)}: ${nested(obj(p).value)}`)
        .join(', ')}}`;
    case 'Struct':
    case 'Resource':
    case 'Event':
    case 'Contract':
    case 'Enum':
      return composite();
    case 'InclusiveRange': {
      const r = obj(inner);
      return `InclusiveRange<${str(obj(r.start).type)}>(start: ${nested(r.start)}, end: ${nested(r.end)}, step: ${nested(r.step)})`;
    }
    case 'Path': {
      const p = obj(inner);
      return `/${str(p.domain)}/${str(p.identifier)}`;
    }
    case 'Type': {
      const id = typeId(obj(inner).staticType);
      return id ? `Type<${id}>()` : 'Type()';
    }
    case 'Capability': {
      const c = obj(inner);
      return `Capability<${typeId(c.borrowType)}>(address: ${nested({type: 'Address', value: c.address})}, id: ${BigInt(str(c.id))})`;
    }
    case 'Function':
      return 'fun ...';
  }
  throw new Error(`not a JSON-Cadence value type: ${type}`);
}

/** A parsed argument as a Cadence literal, or null when its type has none (Character). */
function literal(value: JsonCadence): string | null {
  const inner = value.value;
  switch (value.type) {
    case 'Optional':
      return inner === null ? 'nil' : literal(inner as JsonCadence);
    case 'Array': {
      const items = (inner as JsonCadence[]).map(literal);
      return items.includes(null) ? null : `[${items.join(', ')}]`;
    }
    case 'String':
      return quoteString(inner as string);
    case 'Character':
      return null;
    case 'Path': {
      const path = inner as {domain: string; identifier: string};
      return `/${path.domain}/${path.identifier}`;
    }
    default:
      return String(inner);
  }
}

/**
 * The text typed for a parameter written as a positional argument of `flow scripts execute`
 * (one argv entry; the caller quotes it for the shell), or null when it cannot be positional
 * (a Character, or an array or optional of them) or the text is not a valid value: then use
 * `--args-json`. The CLI quotes a top-level String itself unless it starts with a double quote,
 * so such a String is given as a Cadence string literal.
 */
export function cliArgument(type: string, text: string): string | null {
  const parsed = parseType(type);
  if (!parsed) return null;
  const result = parseValue(parsed, text, null);
  if (!result.ok) return null;
  if (parsed.kind === 'simple' && parsed.name === 'String') return text.startsWith('"') ? quoteString(text) : text;
  return literal(result.value);
}

/** A Cadence literal, as runtime.ParseLiteral's parser reads one (only the kinds an argument can be). */
type Literal =
  | {kind: 'integer'; value: bigint; base: number}
  | {kind: 'fixed'; negative: boolean; integer: bigint; fraction: string}
  | {kind: 'string'; value: string}
  | {kind: 'bool'; value: boolean}
  | {kind: 'nil'}
  | {kind: 'array'; items: Literal[]}
  | {kind: 'path'; domain: string; identifier: string};

class LiteralError extends Error {}

/** Reads `text` as one Cadence literal expression (whitespace around it allowed), or throws a LiteralError. */
function readLiteral(text: string): Literal {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const error = (what: string): never => {
    throw new LiteralError(what);
  };
  const value = (): Literal => {
    space();
    const c = text[i];
    if (c === undefined) return error('ends where a value should be');
    if (c === '[') {
      i++;
      const items: Literal[] = [];
      space();
      if (text[i] === ']') {
        i++;
        return {kind: 'array', items};
      }
      for (;;) {
        items.push(value());
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return {kind: 'array', items};
        } else return error('has a list that does not close with ]');
      }
    }
    if (c === '"') return {kind: 'string', value: stringLiteral()};
    if (c === '/') {
      const m = /^\/([A-Za-z_]\w*)\/([A-Za-z_]\w*)/.exec(text.slice(i));
      if (!m) return error('has a / that starts no path');
      i += m[0].length;
      return {kind: 'path', domain: m[1]!, identifier: m[2]!};
    }
    const number = /^(-?)\s*(0[xX][\w]*|0[bB][\w]*|0[oO][\w]*|\d[\d_]*(?:\.[\d_]+)?)/.exec(text.slice(i));
    if (number && /\d/.test(number[2]![0]!)) {
      i += number[0].length;
      return numberLiteral(number[1] === '-', number[2]!);
    }
    const word = /^[A-Za-z_]\w*/.exec(text.slice(i))?.[0];
    if (word === 'true' || word === 'false' || word === 'nil') {
      i += word.length;
      return word === 'nil' ? {kind: 'nil'} : {kind: 'bool', value: word === 'true'};
    }
    return error(word ? `has ${word}, which is no literal` : `has ${c}, where a value should be`);
  };
  const stringLiteral = (): string => {
    let out = '';
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c === '\n') return error('has text whose double quote does not close');
      i++;
      if (c === '"') return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = text[i++];
      const simple: Record<string, string> = {'0': '\0', n: '\n', r: '\r', t: '\t', '"': '"', "'": "'", '\\': '\\'};
      if (e !== undefined && e in simple) out += simple[e];
      else if (e === 'u') {
        const m = /^\{([0-9a-fA-F]{1,8})\}/.exec(text.slice(i));
        if (!m) return error('has a \\u escape without {hex digits}');
        i += m[0].length;
        out += String.fromCodePoint(Math.min(parseInt(m[1]!, 16), 0x10ffff));
      } else return error(`has the unknown escape \\${e ?? ''}`);
    }
  };
  const numberLiteral = (negative: boolean, digits: string): Literal => {
    const t = digits.toLowerCase();
    const fixed = /^([\d_]+)\.([\d_]+)$/.exec(t);
    const strip = (s: string) => {
      if (s.startsWith('_') || s.endsWith('_')) error(`has ${digits}, a number with a leading or trailing _`);
      return s.replace(/_/g, '');
    };
    if (fixed) {
      const integer = BigInt(strip(fixed[1]!));
      return {kind: 'fixed', negative, integer, fraction: strip(fixed[2]!)};
    }
    const prefixed = /^0([xbo])(.*)$/.exec(t);
    const base = prefixed ? {x: 16, b: 2, o: 8}[prefixed[1] as 'x' | 'b' | 'o'] : 10;
    const body = strip(prefixed ? prefixed[2]! : t);
    const valid = {16: /^[0-9a-f]+$/, 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^\d+$/}[base]!;
    if (!valid.test(body)) error(`has ${digits}, which is not a number in base ${base}`);
    const magnitude = base === 10 ? BigInt(body) : BigInt(`0${prefixed![1]}${body}`);
    // The parser folds a minus into a literal only when the number is above zero: -0 stays an expression.
    if (negative && magnitude === ZERO) error('has -0, a negation rather than a literal');
    return {kind: 'integer', value: negative ? -magnitude : magnitude, base};
  };
  const result = value();
  space();
  if (i < text.length) error(`has more after the value: ${text.slice(i, i + 20)}`);
  return result;
}

const literalKind: Record<Literal['kind'], string> = {
  integer: 'a whole number',
  fixed: 'a number with a decimal point',
  string: 'text in double quotes',
  bool: 'true or false',
  nil: 'nil',
  array: 'a list in brackets',
  path: 'a path',
};

/** A literal as the value of a parameter of `type`, as cadence's runtime.LiteralValue converts it. */
function literalValue(literal: Literal, type: ValueType): ArgumentResult {
  if (type.kind === 'optional') {
    if (literal.kind === 'nil') return {ok: true, value: {type: 'Optional', value: null}};
    const inner = literalValue(literal, type.of);
    return inner.ok ? {ok: true, value: {type: 'Optional', value: inner.value}} : inner;
  }
  const expected = (what: string) => fail(`must be ${what}, not ${literalKind[literal.kind]}`);
  if (type.kind === 'array') {
    if (literal.kind !== 'array') return expected('a list in brackets, like [1, 2]');
    const values: JsonCadence[] = [];
    for (const [i, item] of literal.items.entries()) {
      const converted = literalValue(item, type.of);
      if (!converted.ok) return fail(`item ${i + 1} ${converted.error}`);
      values.push(converted.value);
    }
    return {ok: true, value: {type: 'Array', value: values}};
  }
  const name = type.name;
  if (name === 'Character') return fail('is a Character, which the Flow CLI takes only in --args-json');
  if (name === 'Bool') return literal.kind === 'bool' ? {ok: true, value: {type: 'Bool', value: literal.value}} : expected('true or false');
  if (name === 'String') return literal.kind === 'string' ? {ok: true, value: {type: 'String', value: literal.value}} : expected('text in double quotes');
  if (name === 'Address') {
    if (literal.kind !== 'integer' || literal.base !== 16) return expected('an address: 0x and up to 16 hex digits');
    if (literal.value < ZERO || literal.value >= TWO ** big(64)) return fail('must be an address of at most 16 hex digits');
    return {ok: true, value: {type: 'Address', value: formatAddress(literal.value)}};
  }
  const domains = PATH_DOMAINS[name];
  if (domains) {
    if (literal.kind !== 'path' || !domains.includes(literal.domain)) return expected(`a path like ${domains.map((d) => `/${d}/name`).join(' or ')}`);
    return {ok: true, value: {type: 'Path', value: {domain: literal.domain, identifier: literal.identifier}}};
  }
  const integer = INTEGER_RANGES[name];
  if (integer) {
    if (literal.kind !== 'integer') return expected('a whole number');
    const [min, max] = integer;
    if ((min !== null && literal.value < min) || (max !== null && literal.value > max)) {
      return fail(max === null ? `must be a whole number, ${min} or more` : `must be a whole number from ${min} to ${max}`);
    }
    return {ok: true, value: {type: name, value: literal.value.toString()}};
  }
  const [min, max] = FIXED_RANGES[name]!;
  if (literal.kind !== 'fixed') return expected(`a number with a decimal point, like ${literal.kind === 'integer' ? `${literal.value}.0` : '1.5'}`);
  if (literal.fraction.length > FIX_SCALE) return fail(`must have at most ${FIX_SCALE} decimals`);
  const units = literal.integer * FIX_FACTOR + BigInt(literal.fraction.padEnd(FIX_SCALE, '0'));
  const value = literal.negative ? -units : units;
  if (value < min || value > max || (min >= ZERO && literal.negative)) return fail(`must be a number from ${formatFixed(min, FIX_SCALE)} to ${formatFixed(max, FIX_SCALE)}`);
  return {ok: true, value: {type: name, value: formatFixed(value, FIX_SCALE)}};
}

/**
 * A positional argument of `flow scripts execute` or `flow transactions send` (one shell word) for a
 * parameter of type `type`, read as the Flow CLI reads it (flowkit's arguments.ParseWithoutType): a
 * String not starting with a double quote is the text itself, an Address without 0x gets it, and
 * everything else must be a Cadence literal of the type: `10.0` for a UFix64 (not `10`), `[0x01]` for
 * an `[Address]` (not a bare address), `"a"` for each String in a list. Errors say why, without the
 * parameter's name (the CLI itself says only "argument `name` is not expected type `T`").
 */
export function cliValue(type: string, word: string): ArgumentResult {
  const parsed = parseType(type);
  if (!parsed) return fail(`has the type ${type.trim()}, which this site does not read from a command line`);
  if (parsed.kind === 'simple' && parsed.name === 'String' && !word.startsWith('"')) return {ok: true, value: {type: 'String', value: word}};
  const text = parsed.kind === 'simple' && parsed.name === 'Address' && !word.startsWith('0x') ? `0x${word}` : word;
  let literal: Literal;
  try {
    literal = readLiteral(text);
  } catch (error) {
    if (error instanceof LiteralError) return fail(`is not a Cadence literal: it ${error.message}`);
    throw error;
  }
  return literalValue(literal, parsed);
}

/** A fixed-point value as short as it reads: `10.0`, `0.5`, `-1.25` (JSON-Cadence writes 8 decimals). */
function shortFixed(text: string): string {
  return text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '.0');
}

/**
 * The text the Run form shows for a value: what a reader types to get it back (parseArgument reads
 * it as this same value). A top-level String is the text itself, an absent optional is an empty
 * field; inside a list, Strings are in double quotes and an absent optional is nil.
 */
export function formText(type: string, value: JsonCadence): string {
  const parsed = parseType(type);
  if (!parsed) throw new Error(`no form field for the type ${type}`);
  const write = (t: ValueType, v: JsonCadence, top: boolean): string => {
    if (t.kind === 'optional') return v.value === null ? (top ? '' : 'nil') : write(t.of, v.value as JsonCadence, top);
    if (t.kind === 'array') return `[${(v.value as JsonCadence[]).map((item) => write(t.of, item, false)).join(', ')}]`;
    if (t.name === 'String' || t.name === 'Character') return top ? String(v.value) : JSON.stringify(v.value);
    if (FIXED_RANGES[t.name]) return shortFixed(String(v.value));
    if (PATH_DOMAINS[t.name]) {
      const path = v.value as {domain: string; identifier: string};
      return `/${path.domain}/${path.identifier}`;
    }
    return String(v.value);
  };
  return write(parsed, value, true);
}

/**
 * An example of a value of `type` as the form reads it, for the hint of an empty field: `42`,
 * `1.5`, `[0x…]` with `address` (an account on the network the panel is on) for addresses.
 */
export function exampleText(type: string, address: string): string {
  const parsed = parseType(type);
  if (!parsed) return '';
  const write = (t: ValueType, top: boolean): string => {
    if (t.kind === 'optional') return write(t.of, top);
    if (t.kind === 'array') return `[${write(t.of, false)}]`;
    const name = t.name;
    if (name === 'Address') return address;
    if (name === 'String') return top ? 'some text' : '"some text"';
    if (name === 'Character') return top ? 'a' : '"a"';
    if (name === 'Bool') return 'true';
    if (name === 'StoragePath') return '/storage/flowTokenVault';
    if (PATH_DOMAINS[name]) return '/public/flowTokenReceiver';
    if (FIXED_RANGES[name]) return '1.5';
    return '42';
  };
  return write(parsed, true);
}
