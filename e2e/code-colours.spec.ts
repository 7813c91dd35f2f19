import {expect, test, type Page} from '@playwright/test';
import {prism} from '../config/prism';
import {styleDeclarations, styleForToken, themeToDict} from '../plugins/build-time-highlight/html';
import {hydrated} from './helpers';

/**
 * Code tokens take their colours from the site stylesheet's token rules
 * (plugins/build-time-highlight/theme.ts) instead of a style attribute each. In a real
 * browser, in both colour modes, every token written without one must look exactly as
 * it would with the style prism-react-renderer gave it.
 */
const PROPERTIES = ['color', 'background-color', 'font-style', 'font-weight', 'text-decoration-line', 'opacity'] as const;

interface Sample {
  language: string;
  types: string[];
  empty: boolean;
}

/** The kinds of token (language, types, empty) that the page writes without a style attribute. */
const unstyledTokens = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, {language: string; types: string[]; empty: boolean}>();
    let styled = 0;
    let all = 0;
    for (const span of Array.from(document.querySelectorAll<HTMLElement>('pre.prism-code .token'))) {
      all += 1;
      if (span.hasAttribute('style')) {
        styled += 1;
        continue;
      }
      const language = Array.from(span.closest('pre')!.classList).find((name) => name.startsWith('language-'))!.slice('language-'.length);
      const types = Array.from(span.classList).filter((name) => name !== 'token');
      const empty = span.textContent === '';
      seen.set(`${language} ${types.join(' ')} ${empty}`, {language, types, empty});
    }
    return {samples: [...seen.values()], styled, all};
  });

/** For each sample, its computed style as the page writes it and as it would be with prism-react-renderer's style attribute. */
const compare = (page: Page, samples: (Sample & {style: string})[], properties: readonly string[]) =>
  page.evaluate(
    ({samples, properties}) =>
      samples.map(({language, types, empty, style}) => {
        const probe = (withStyle: boolean) => {
          const pre = document.createElement('pre');
          pre.className = `prism-code language-${language}`;
          const code = pre.appendChild(document.createElement('code'));
          const span = code.appendChild(document.createElement('span'));
          span.className = ['token', ...types].join(' ');
          if (!empty) span.textContent = 'x';
          if (withStyle && style) span.setAttribute('style', style);
          document.querySelector('main')!.appendChild(pre);
          const computed = getComputedStyle(span);
          const values = properties.map((property) => computed.getPropertyValue(property));
          pre.remove();
          return values.join('; ');
        };
        return {kind: `${language}: ${types.join(' ')}`, fromSheet: probe(false), fromAttribute: probe(true)};
      }),
    {samples, properties},
  );

/** What prism-react-renderer's style attribute for a token was. */
const attributeFor = ({language, types, empty}: Sample): string =>
  styleDeclarations(styleForToken(themeToDict(prism.theme, language), {types, empty, content: ''})).join(';');

// A page with many languages' blocks, a Cadence tutorial and the EVM pages' Solidity.
for (const route of ['/build/guides/nft', '/tools/flow-cli/flow.json/configuration', '/evm/guides/remix']) {
  test(`${route}: tokens without a style attribute look as they did with one, in both colour modes`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    const {samples, styled, all} = await unstyledTokens(page);
    test.skip(all === 0, `${route} has no highlighted code`);
    // The stylesheet does the work for nearly every token.
    expect(styled / all).toBeLessThan(0.2);
    expect(samples.length).toBeGreaterThan(0);
    const withStyles = samples.map((sample) => ({...sample, style: attributeFor(sample)}));
    for (const mode of ['dark', 'light']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), mode);
      for (const {kind, fromSheet, fromAttribute} of await compare(page, withStyles, PROPERTIES)) {
        expect(fromSheet, `${mode} mode, ${kind}`).toBe(fromAttribute);
      }
    }
  });
}
