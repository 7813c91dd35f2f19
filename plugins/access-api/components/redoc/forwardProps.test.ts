import {describe, expect, it} from 'vitest';
import {shouldForwardProp} from './forwardProps';

describe('the props Redoc’s styled elements write into the DOM', () => {
  it('keeps its styling-only props off the elements where HTML has no such attribute', () => {
    expect(shouldForwardProp('kind', 'td')).toBe(false);
    expect(shouldForwardProp('depth', 'li')).toBe(false);
    for (const prop of ['type', 'width', 'color']) expect(shouldForwardProp(prop, 'span'), prop).toBe(false);
  });

  it('passes the same names where they are attributes, every other prop, and every prop of a component', () => {
    expect(shouldForwardProp('type', 'button')).toBe(true);
    expect(shouldForwardProp('width', 'img')).toBe(true);
    expect(shouldForwardProp('colSpan', 'td')).toBe(true);
    expect(shouldForwardProp('className', 'span')).toBe(true);
    expect(shouldForwardProp('onClick', 'li')).toBe(true);
    const Component = () => null;
    expect(shouldForwardProp('kind', Component)).toBe(true);
  });
});
