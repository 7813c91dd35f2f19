import {describe, expect, it} from 'vitest';
import {MEANS, phraseTerms, SAME, slotsOf, synonymTerms, transpositions, typesenseSynonyms} from './synonyms';

describe('synonyms', () => {
  it('reads the longest phrase of the list at each place of a query', () => {
    expect(slotsOf(['visual', 'studio', 'code', 'extension'])).toEqual([
      {terms: ['visual', 'studio', 'code'], alternatives: [['vscode'], ['vs', 'code']]},
      {terms: ['extension'], alternatives: []},
    ]);
    expect(slotsOf(['deploy', 'contract'])).toEqual([
      {terms: ['deploy'], alternatives: []},
      {terms: ['contract'], alternatives: []},
    ]);
    expect(synonymTerms(['transaction', 'cost'])).toEqual(['tx', 'fees']);
  });

  it('holds each phrase once, every phrase readable as terms, and gives Typesense one entry per group', () => {
    const phrases = [...SAME.flat(), ...MEANS.map(({root}) => root)].map((phrase) => phraseTerms(phrase).join(' '));
    const roots = MEANS.map(({root}) => phraseTerms(root).join(' '));
    expect(new Set(SAME.flat().map((phrase) => phraseTerms(phrase).join(' '))).size).toBe(SAME.flat().length);
    expect(roots.filter((root) => phrases.filter((phrase) => phrase === root).length > 1)).toEqual([]);
    expect(phrases.every(Boolean)).toBe(true);
    const entries = typesenseSynonyms();
    expect(new Set(entries.map(({id}) => id)).size).toBe(SAME.length + MEANS.length);
    expect(entries).toContainEqual({id: 'means-0', root: 'gas', synonyms: ['fees', 'computation']});
  });

  it('swaps every two neighbouring letters of a term once, leaving doubled letters alone', () => {
    expect(transpositions('hardaht')).toContain('hardhat');
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
    expect(transpositions('all')).toEqual(['lal']);
  });
});
