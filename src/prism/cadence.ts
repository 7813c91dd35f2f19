/**
 * A Prism grammar for Cadence 1.0, which Prism does not ship. Registered by
 * plugins/build-time-highlight/prism.ts as `cadence` (alias `cdc`), which highlights
 * code blocks at build time.
 */
type Grammar = Record<string, unknown>;
interface PrismLike {
  languages: Record<string, Grammar | undefined> & {extend?: unknown};
}

export const cadenceGrammar: Grammar = {
  comment: [
    {pattern: /\/\*[\s\S]*?\*\//, greedy: true},
    {pattern: /\/\/.*/, greedy: true},
  ],
  string: {pattern: /"(?:\\.|[^"\\\r\n])*"/, greedy: true},
  // access(all), access(self), access(contract), access(account), access(E)
  'access-modifier': {
    pattern: /\baccess\s*\([^)]*\)/,
    inside: {keyword: /\baccess\b|\b(?:all|self|contract|account|mapping)\b/, punctuation: /[(),]/},
  },
  keyword:
    /\b(?:as|attachment|auth|break|case|continue|contract|create|default|destroy|else|emit|entitlement|enum|event|execute|for|from|fun|if|import|in|include|init|interface|let|mapping|post|pre|prepare|priv|pub|remove|require|resource|return|self|Self|struct|switch|to|transaction|var|view|while)\b/,
  boolean: /\b(?:true|false|nil)\b/,
  builtin:
    /\b(?:Account|Address|AnyResource|AnyStruct|Block|Bool|Capability|Character|Fix64|Int|Int8|Int16|Int32|Int64|Int128|Int256|Never|Path|PrivatePath|PublicPath|StoragePath|String|Type|UFix64|UInt|UInt8|UInt16|UInt32|UInt64|UInt128|UInt256|Void|Word8|Word16|Word32|Word64|Word128|Word256)\b/,
  'class-name': /\b[A-Z]\w*\b/,
  function: /\b[a-z_]\w*(?=\s*(?:<[^>]*>)?\s*\()/i,
  number: /\b0x[\da-f_]+\b|\b0b[01_]+\b|\b0o[0-7_]+\b|\b\d[\d_]*(?:\.\d[\d_]*)?\b/i,
  // Resource move (<-), forced move (<-!), swap (<->), force unwrap, casts.
  operator: /<->|<-!?|->|\?\?|&&|\|\||[-+*/%&|^!=<>]=?|\bas[?!]|@|&/,
  punctuation: /[{}[\];(),.:?]/,
};

export default function registerCadence(Prism: PrismLike): void {
  Prism.languages.cadence = cadenceGrammar;
  Prism.languages.cdc = cadenceGrammar;
}
