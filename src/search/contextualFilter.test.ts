import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contextualFilter} from './contextualFilter';

describe('the contextual search filter', () => {
  it('is the theme\'s: the locale, the default tag and the docs version tag', () => {
    expect(contextualFilter('en', {default: {versions: [{name: 'current'}]}})).toBe('language:=en && docusaurus_tag:=[default,docs-default-current]');
  });

  it('gives the version tag the index holds for the built docs', () => {
    // The build's global data, when there is one: the tag must be the one the indexed pages carry.
    const file = path.resolve(__dirname, '../../.docusaurus/globalData.json');
    let globalData: Record<string, unknown>;
    try {
      globalData = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      return;
    }
    const filter = contextualFilter('en', globalData['docusaurus-plugin-content-docs'] as never);
    expect(filter).toBe('language:=en && docusaurus_tag:=[default,docs-default-current]');
  });

  it('refuses docs with several versions, where the reader\'s choice decides', () => {
    expect(() => contextualFilter('en', {default: {versions: [{name: 'current'}, {name: '1.0'}]}})).toThrow(/2 versions/);
  });
});
