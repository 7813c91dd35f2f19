/**
 * Words Flow readers use for one thing where the docs use another: an acronym and its
 * spelled-out name (COA, Cadence-owned account), one word written as two (WalletConnect,
 * wallet connect), or a reader's word for the docs' term (gas for fees, login for
 * authentication). Both backends read this list: the embedded search searches a query's
 * word or phrase together with its synonyms (queryTree), and the Typesense indexer stores
 * the list on every collection it creates (typesenseSynonyms), so that the server does
 * the same.
 *
 * `same`: any phrase of a group finds the others. `means`: typing `root` also finds its
 * synonyms, but not the other way round: "gas" should find the page on fees, but a search
 * for fees should not list every page that mentions EVM gas.
 */
import type {Query} from 'minisearch';
import {normalizeTerm, WORD} from './highlight';

export const SAME: readonly (readonly string[])[] = [
  ['coa', 'cadence owned account'],
  ['fcl', 'flow client library'],
  ['flix', 'interaction template', 'interaction templates'],
  ['nft', 'non fungible token'],
  ['nfts', 'non fungible tokens'],
  ['multisig', 'multi sig', 'multi signer', 'multi signature', 'multisignature'],
  ['walletconnect', 'wallet connect'],
  ['vscode', 'vs code', 'visual studio code'],
  ['js', 'javascript'],
  ['tx', 'transaction'],
  ['dkg', 'distributed key generation'],
  ['qc', 'quorum certificate'],
  ['qcs', 'quorum certificates'],
  ['hcu', 'height coordinated upgrade'],
  ['efm', 'epoch fallback mode'],
  ['fvm', 'flow virtual machine'],
  ['eoa', 'externally owned account'],
  ['eoas', 'externally owned accounts'],
];

export const MEANS: readonly {root: string; synonyms: readonly string[]}[] = [
  {root: 'gas', synonyms: ['fees', 'computation']},
  {root: 'cost', synonyms: ['fees']},
  {root: 'ethereum', synonyms: ['evm']},
  {root: 'golang', synonyms: ['go']},
  {root: 'login', synonyms: ['authentication']},
  {root: 'log in', synonyms: ['authentication']},
  {root: 'sign in', synonyms: ['authentication']},
  {root: 'listen', synonyms: ['subscribe']},
  {root: 'random', synonyms: ['randomness']},
  {root: 'final', synonyms: ['finality']},
  {root: 'scaffold', synonyms: ['boilerplate']},
];

/** A phrase's terms, as both indexes read text. */
export const phraseTerms = (phrase: string): string[] => (phrase.match(WORD) ?? []).map(normalizeTerm).filter(Boolean);

/** The longest phrase, in terms. */
const LONGEST = Math.max(...SAME.flat().map((phrase) => phraseTerms(phrase).length), ...MEANS.map(({root}) => phraseTerms(root).length));

/** For a phrase (its terms joined by spaces), the phrases it also finds. */
const ALTERNATIVES: ReadonlyMap<string, string[][]> = (() => {
  const map = new Map<string, string[][]>();
  const add = (from: string, to: readonly string[]) => {
    const key = phraseTerms(from).join(' ');
    const known = map.get(key) ?? [];
    for (const phrase of to) {
      const terms = phraseTerms(phrase);
      if (terms.join(' ') !== key && !known.some((other) => other.join(' ') === terms.join(' '))) known.push(terms);
    }
    map.set(key, known);
  };
  for (const group of SAME) for (const phrase of group) add(phrase, group);
  for (const {root, synonyms} of MEANS) add(root, synonyms);
  return map;
})();

/** A place of a query: a phrase of the synonym list with its alternatives, or any other term alone. */
export interface Slot {
  terms: string[];
  alternatives: string[][];
}

/** A query's terms split into slots. */
export function slotsOf(terms: readonly string[]): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < terms.length; ) {
    let length = Math.min(LONGEST, terms.length - i);
    for (; length > 0; length -= 1) if (ALTERNATIVES.has(terms.slice(i, i + length).join(' '))) break;
    if (length === 0) {
      slots.push({terms: [terms[i]!], alternatives: []});
      i += 1;
      continue;
    }
    const own = terms.slice(i, i + length);
    slots.push({terms: own, alternatives: ALTERNATIVES.get(own.join(' '))!});
    i += length;
  }
  return slots;
}

/**
 * A term with two neighbouring letters swapped, every way: "hardaht" gives "hardhat" among others.
 * The most common typing slip, and two edits by Levenshtein's count, which is all MiniSearch's
 * typo tolerance counts; Typesense counts it as one. Searched alongside a term that tolerates typos.
 */
export function transpositions(term: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    found.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...found];
}

/** The terms a query's synonyms add (looked up whole: no prefix, no typos). */
export const synonymTerms = (terms: readonly string[]): string[] => [...new Set(slotsOf(terms).flatMap((slot) => slot.alternatives.flat()))];

/**
 * The MiniSearch query for a query's slots (slotsOf): every slot combined with `combineWith`, a
 * slot matching its own terms (the query's last term as a prefix, longer ones with typos, as
 * `termOptions` says, and those that tolerate typos also with two neighbouring letters swapped, as whole words) or one
 * of its alternatives, word for word. A query without synonyms asks
 * exactly what the plain string asks.
 *
 * With `fieldBoost` (the index's field boosts), a phrase of the synonym list counts as one word, whichever
 * of its spellings a record holds: its n terms each count 1/n. Otherwise "nft storefront" put the NFT
 * standard's page, titled "Non-Fungible Token", above the page titled "NFT Storefront": the three words
 * of the alternative scored three times the one word typed.
 */
export function queryTree(
  slots: readonly Slot[],
  combineWith: 'AND' | 'OR',
  termOptions: (term: string, last: boolean) => {prefix: boolean; fuzzy: number},
  fieldBoost?: Readonly<Record<string, number>>,
): Query {
  const asOneWord = (terms: readonly string[]) =>
    fieldBoost && terms.length > 1 ? {boost: Object.fromEntries(Object.entries(fieldBoost).map(([field, boost]) => [field, boost / terms.length]))} : {};
  const count = slots.reduce((sum, slot) => sum + slot.terms.length, 0);
  let position = 0;
  const own = (term: string): Query => {
    position += 1;
    const options = termOptions(term, position === count);
    const mine: Query = {queries: [term], ...options};
    if (!options.fuzzy) return mine;
    // A swap of two letters, searched as a whole word (never completed, so that it costs the sharded index no more
    // shards than the words it names), with no further typos.
    return {combineWith: 'OR', queries: [mine, ...transpositions(term).map((swapped): Query => ({queries: [swapped], prefix: false, fuzzy: false}))]};
  };
  const queries = slots.map((slot): Query => {
    if (slot.terms.length === 1 && slot.alternatives.length === 0) return own(slot.terms[0]!);
    const mine: Query = slot.terms.length === 1 ? own(slot.terms[0]!) : {combineWith: 'AND', queries: slot.terms.map(own), ...asOneWord(slot.terms)};
    const others = slot.alternatives.map((alternative): Query => ({combineWith: 'AND', prefix: false, fuzzy: false, queries: alternative, ...asOneWord(alternative)}));
    return {combineWith: 'OR', queries: [mine, ...others]};
  });
  return {combineWith, queries};
}

/** The list as Typesense's synonyms API takes it: one entry per group, named by its place. */
export function typesenseSynonyms(): {id: string; synonyms: string[]; root?: string}[] {
  return [
    ...SAME.map((group, i) => ({id: `same-${i}`, synonyms: [...group]})),
    ...MEANS.map(({root, synonyms}, i) => ({id: `means-${i}`, root, synonyms: [...synonyms]})),
  ];
}
