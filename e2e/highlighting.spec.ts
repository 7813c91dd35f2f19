import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {prism} from '../config/prism';

/**
 * Every language the site registers with Prism (config/prism.ts, plus Cadence)
 * still highlights on a real page, before and after the Access API reference
 * (which brings its own Prism) has been opened in the same tab.
 */
const docsDir = path.resolve(__dirname, '../docs');
const languages = [...prism.additionalLanguages, 'cadence'];

/** For each language, the route of the first page with a code block in it. */
function pageFor(language: string): string | null {
  const files = readdirSync(docsDir, {recursive: true}).map(String).filter((f) => /\.mdx?$/.test(f)).sort();
  for (const file of files) {
    if (new RegExp('^```' + language + '(\\s|$)', 'm').test(readFileSync(path.join(docsDir, file), 'utf8'))) {
      return '/' + file.split(path.sep).join('/').replace(/\.mdx?$/, '').replace(/\/index$/, '');
    }
  }
  return null;
}

for (const language of languages) {
  test(`${language} code blocks are highlighted, also after visiting /http-api`, async ({page}) => {
    const route = pageFor(language);
    test.skip(route === null, `no page has a ${language} block yet`);
    // prism-react-renderer marks unhighlighted text `token plain`: a highlighted block has other tokens.
    const tokens = page.locator(`pre.language-${language} .token:not(.plain)`);
    await page.goto(route!);
    await expect(tokens.first()).toBeVisible();

    // Open the reference in the same tab, then come back.
    await page.goto('/http-api');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(tokens.first()).toBeVisible();
  });
}

/**
 * A code line is a <span> (a <div> may not stand in <code>; plugins/build-time-highlight/html.ts),
 * with the box the theme's <div> had: a block, a table row when the block shows line numbers, a
 * full-width block when a magic comment highlights it. No doc page numbers or highlights lines
 * yet, so a line of a real block is given the theme's own classes for them (read from the site
 * stylesheet, where their names are hashed).
 */
test('code lines are spans with the boxes the theme gave its line divs: block, numbered, highlighted', async ({page}) => {
  await page.goto('/build/basics/accounts');
  const boxes = await page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const themeClass = (name: string) => selectors.find((selector) => new RegExp(`^\\.${name}_[\\w-]+$`).test(selector))?.slice(1);
    const codeLine = themeClass('codeLine');
    const numbered = themeClass('codeBlockLinesWithNumbering');
    const line = document.querySelector<HTMLElement>('pre.prism-code code .token-line')!;
    const display = () => getComputedStyle(line).display;
    const result = {tag: line.tagName, plain: display(), codeLine, numbered, numberedLine: '', highlighted: ''};
    line.parentElement!.classList.add(numbered!);
    line.classList.add(codeLine!);
    result.numberedLine = display();
    line.parentElement!.classList.remove(numbered!);
    line.classList.remove(codeLine!);
    line.classList.add('theme-code-block-highlighted-line');
    result.highlighted = display();
    return result;
  });
  expect(boxes).toEqual({
    tag: 'SPAN',
    plain: 'block',
    codeLine: expect.stringMatching(/^codeLine_/),
    numbered: expect.stringMatching(/^codeBlockLinesWithNumbering_/),
    numberedLine: 'table-row',
    highlighted: 'block',
  });
});
