import {describe, expect, it} from 'vitest';
import {validate} from '../../tests/joi-validate';
import announcementResetPlugin, {DISMISS_ATTRIBUTE, inlineScript, validateOptions} from './index';


/** Runs the inline script against a fake document and storage. */
function run(storedId: string | null, id = 'current') {
  const attributes = new Map<string, string>([[DISMISS_ATTRIBUTE, 'true']]);
  const document = {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}};
  const localStorage = {getItem: () => storedId};
  new Function('document', 'localStorage', inlineScript(id))(document, localStorage);
  return attributes.get(DISMISS_ATTRIBUTE);
}

describe('announcement-reset', () => {
  it('shows the bar when the stored id is another announcement', () => {
    expect(run('an-older-one')).toBe('false');
    expect(run(null)).toBe('false');
  });

  it('keeps a dismissal of the current announcement', () => {
    expect(run('current')).toBe('true');
  });

  it('injects its script before the body', () => {
    const plugin = announcementResetPlugin({} as never, {id: 'x'});
    const tags = plugin.injectHtmlTags!({content: undefined}) as {preBodyTags: Array<{innerHTML: string}>};
    expect(tags.preBodyTags[0]?.innerHTML).toContain('"x"');
  });

  it('requires an id', () => {
    expect(() => validateOptions({validate, options: {}})).toThrow(/"id" is required/);
  });
});
