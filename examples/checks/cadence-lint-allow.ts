/**
 * Lint findings in the docs' Cadence blocks that stay, each kind with its reason. Every other
 * finding of the linter (and every checker error) fails the `cadence` check, and the check lists
 * every finding kept here with its page and line. Keep this list short: fix the page instead where
 * the finding is right.
 */
export interface AllowedFinding {
  /** The finding's category as the linter prints it, e.g. `replacement-hint`. */
  category: string;
  /** The finding's message must match this. */
  message: RegExp;
  reason: string;
}

export const allowedFindings: AllowedFinding[] = [
  {
    category: 'replacement-hint',
    message: /^string concatenation can be replaced with string template$/,
    reason:
      'a style hint: `String.concat` is correct Cadence 1.0 and reads the same in every version; the docs keep one way of building strings',
  },
  {
    category: 'unused-variable-hint',
    message: /^parameter '(?:nftType|resourceType|vaultType)' is declared but never used$/,
    reason:
      'the parameter belongs to the signature the function implements (NonFungibleToken, FungibleToken and ViewResolver interfaces), so its name and type must stay',
  },
  {
    category: 'unused-result-hint',
    message: /^unused result$/,
    reason:
      'the call is made for its effect (adding a key or a contract, revoking a key, unpublishing a capability); the transactions need not keep what it returns',
  },
];

/** The reason a finding may stay, or undefined when it must be fixed. */
export function allowedReason(category: string, message: string): string | undefined {
  return allowedFindings.find((a) => a.category === category && a.message.test(message))?.reason;
}
