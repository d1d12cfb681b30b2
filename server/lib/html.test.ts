import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText } from './html';

describe('mail HTML', () => {
  it('escapes every HTML metacharacter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('turns mail HTML into a readable text alternative', () => {
    expect(htmlToText('<p>A &amp; B</p><p>C<br>D</p>')).toBe('A & B\nC\nD');
  });
});
