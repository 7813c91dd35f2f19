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
