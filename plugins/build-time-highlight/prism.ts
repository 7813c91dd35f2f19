/**
 * Build-time Prism: prism-react-renderer's Prism (the instance and bundled
 * languages the theme used in the browser) with the site's extra languages
 * (themeConfig.prism.additionalLanguages, loaded as the theme's
 * prism-include-languages does) and Cadence, tokenized exactly as
 * prism-react-renderer's <Highlight> does.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import registerCadence from '../../src/prism/cadence';
import type {Token} from './tokens';

const requireHere = createRequire(__filename);
const registered = new Set<string>();

/** Registers `languages` (prismjs component names) and Cadence on Prism; unknown names fail, naming the language. */
export function registerLanguages(languages: string[]): void {
  const before = (globalThis as {Prism?: unknown}).Prism;
  (globalThis as {Prism?: unknown}).Prism = Prism;
  try {
    for (const language of languages) {
      if (registered.has(language)) continue;
      if (language === 'php') requireHere('prismjs/components/prism-markup-templating.js');
      try {
        requireHere(`prismjs/components/prism-${language}`);
      } catch (error) {
        throw new Error(`build-time-highlight: Prism has no language "${language}" (themeConfig.prism.additionalLanguages): ${(error as Error).message}`);
      }
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete (globalThis as {Prism?: unknown}).Prism;
    else (globalThis as {Prism?: unknown}).Prism = before;
  }
  registerCadence(Prism as unknown as Parameters<typeof registerCadence>[0]);
}

/** The lines of tokens prism-react-renderer's <Highlight> renders for `code` in `language`. */
export function tokenize(code: string, language: string): Token[][] {
  const name = language.toLowerCase();
  const grammar = Prism.languages[name];
  if (grammar == null) return normalizeTokens([code]);
  const env = {code, grammar, language: name, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** Whether Prism knows `language` (else its blocks are plain text, as in the browser before). */
export function hasGrammar(language: string): boolean {
  return Prism.languages[language.toLowerCase()] != null;
}
