import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, messageToHtml } from './html';

describe('mail HTML', () => {
  it('escapes every HTML metacharacter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps a text message as text, line breaks included', () => {
    expect(messageToHtml('Name: <b>Asha</b>\nMessage: hi & bye')).toBe(
      'Name: &lt;b&gt;Asha&lt;/b&gt;<br>\nMessage: hi &amp; bye',
    );
  });

  it('keeps only plain formatting tags of an HTML message, without event handlers or links', () => {
    const html = messageToHtml(
      '<p>Hi <strong>there</strong><br/></p><td align="left" colspan=2>x</td><script>alert(1)</script><a href="javascript:x">y</a><b onmouseover="alert(1)">z</b><td align="left>q',
    );
    expect(html).toBe(
      '<p>Hi <strong>there</strong><br></p><td align="left" colspan=2>x</td>&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;javascript:x&quot;&gt;y&lt;/a&gt;&lt;b onmouseover=&quot;alert(1)&quot;&gt;z&lt;/b&gt;&lt;td align=&quot;left&gt;q',
    );
  });

  it('keeps the character references of an HTML message without escaping them twice', () => {
    expect(messageToHtml('<td>O&#39;Brien &amp; Sons &lt;script&gt; & co</td>')).toBe(
      '<td>O&#39;Brien &amp; Sons &lt;script&gt; &amp; co</td>',
    );
  });

  it('keeps escaped tags the client wrote as text, and emits no stray or unclosed tags', () => {
    expect(messageToHtml('<p>&lt;b&gt;bold?&lt;/b&gt; &#60;i&#62;</p>')).toBe(
      '<p>&lt;b&gt;bold?&lt;/b&gt; &#60;i&#62;</p>',
    );
    expect(messageToHtml('<p>a</b></td></p></p><ul><li>x')).toBe(
      '<p>a&lt;/b&gt;&lt;/td&gt;</p>&lt;/p&gt;<ul><li>x</li></ul>',
    );
    expect(messageToHtml('<table><tr><td>x</table>')).toBe('<table><tr><td>x</td></tr></table>');
  });

  it('turns mail HTML into a readable text alternative', () => {
    expect(htmlToText('<p>A &amp; B</p><p>C<br>D</p>')).toBe('A & B\nC\nD');
  });
});
