import { describe, expect, it } from 'vitest';
import { htmlExcerpt } from './html-excerpt';

describe('htmlExcerpt', () => {
  it('keeps the text of the HTML with its white space collapsed', () => {
    expect(
      htmlExcerpt('<h2>Hi {{ influencer.name }},</h2>\n<p>We love   <b>your</b> posts.</p>'),
    ).toBe('Hi {{ influencer.name }}, We love your posts.');
  });

  it('cuts a long text with an ellipsis', () => {
    expect(htmlExcerpt(`<p>${'a'.repeat(50)}</p>`, 10)).toBe('aaaaaaaaa…');
  });

  it('never runs what the HTML holds', () => {
    expect(htmlExcerpt('<img src=x onerror="window.__ran = true"><p>ok</p>')).toBe('ok');
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
