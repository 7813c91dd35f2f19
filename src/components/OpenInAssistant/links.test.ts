import {describe, expect, it} from 'vitest';
import {assistantLink, assistants} from '../../../config/assistants';

describe('Open in AI assistant links', () => {
  const md = 'https://developers.flow.com/build/basics/fees.md';

  it('open a new conversation of each assistant with a prompt naming the page\'s Markdown URL', () => {
    const links = assistants.map((a) => new URL(assistantLink(a, md, 'Fees')));
    expect(links.map((l) => `${l.origin}${l.pathname}`)).toEqual(['https://chatgpt.com/', 'https://claude.ai/new']);
    for (const link of links) {
      expect([...link.searchParams.keys()]).toEqual(['q']);
      expect(link.searchParams.get('q')).toContain(`Read ${md} ("Fees", a page of the Flow Developer Portal)`);
    }
  });

  it('keep a title with URL-special characters inside the prompt, whole', () => {
    const title = 'Fees & limits: 100% #1 "really"?';
    const q = new URL(assistantLink(assistants[1], md, title)).searchParams.get('q');
    expect(q).toContain(`("${title}", a page`);
  });
});
