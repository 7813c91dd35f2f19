import {mkdtemp, readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {validate} from '../../tests/joi-validate';
import redirectPages, {validRedirectPage, validateOptions} from './index';

const context = {siteConfig: {trailingSlash: false, future: {experimental_router: 'browser'}}, i18n: {currentLocale: 'en'}} as never;
const options = (extra = {}) => validateOptions({validate, options: {redirects: [{from: '/old/page', to: '/new/page'}], ...extra}});

describe('redirect-pages', () => {
  it('rewrites the page plugin-client-redirects writes with its refresh, canonical link and script, the script in <head>, and a title', () => {
    const page = createRedirectPageContent({toUrl: '/new/page'});
    const script = /<script>[\s\S]*<\/script>/.exec(page)![0];
    expect(validRedirectPage(page, 'en', 'old/page/index.html')).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="UTF-8">',
        '    <title>Redirecting to /new/page</title>',
        '    <meta http-equiv="refresh" content="0; url=/new/page">',
        '    <link rel="canonical" href="/new/page" />',
        `    ${script}`,
        '  </head>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('fails, naming the file, on a page that is not the template it was written for', () => {
    expect(() => validRedirectPage('<!DOCTYPE html><html><head><title>x</title></head></html>', 'en', 'old/page/index.html')).toThrow(
      /old\/page\/index\.html is not the page plugin-client-redirects' template/,
    );
  });

  it('writes each redirect page through the plugin, then rewrites it', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'redirect-pages-'));
    const plugin = redirectPages(context, options());
    await plugin.postBuild!({outDir, baseUrl: '/', routesPaths: ['/new/page'], siteConfig: {trailingSlash: false}} as never);
    const page = await readFile(path.join(outDir, 'old/page/index.html'), 'utf8');
    expect(page).toContain('<title>Redirecting to /new/page</title>');
    expect(page).toMatch(/<script>[\s\S]*<\/script>\n {2}<\/head>\n<\/html>\n$/);
  });

  it('refuses the ways of making redirects whose pages it would not rewrite', () => {
    expect(() => redirectPages(context, options({createRedirects: () => undefined}))).toThrow(/only `redirects` is supported/);
    expect(() => redirectPages(context, options({fromExtensions: ['html']}))).toThrow(/only `redirects` is supported/);
  });
});
