import { describe, expect, it } from 'vitest';
import { cleanHtml, messageToHtml } from './safe-html';

describe('messageToHtml (the mail API message)', () => {
  it('keeps a text message as text, line breaks included', () => {
    expect(messageToHtml('Name: <b>Asha</b>\nMessage: hi & bye')).toBe(
      'Name: &lt;b&gt;Asha&lt;/b&gt;<br>\nMessage: hi &amp; bye',
    );
  });

  it('keeps only plain formatting tags of an HTML message, without event handlers or script links', () => {
    const html = messageToHtml(
      '<p>Hi <strong>there</strong><br/></p><td align="left" colspan=2>x</td><script>alert(1)</script><a href="javascript:x">y</a><b onmouseover="alert(1)">z</b>',
    );
    expect(html).toBe('<p>Hi <strong>there</strong><br /></p><td align="left" colspan="2">x</td><a>y</a><b>z</b>');
  });

  it('keeps the character references of an HTML message as text, escaped once', () => {
    expect(messageToHtml('<td>O&#39;Brien &amp; Sons &lt;script&gt; & co</td>')).toBe(
      "<td>O'Brien &amp; Sons &lt;script&gt; &amp; co</td>",
    );
    expect(messageToHtml('<p>&lt;b&gt;bold?&lt;/b&gt; &#60;i&#62;</p>')).toBe(
      '<p>&lt;b&gt;bold?&lt;/b&gt; &lt;i&gt;</p>',
    );
  });

  it('emits no stray or unclosed tags', () => {
    expect(messageToHtml('<p>a</b></td></p></p><ul><li>x')).toBe('<p>a</p><p></p><ul><li>x</li></ul>');
    expect(messageToHtml('<table><tr><td>x</table>')).toBe('<table><tr><td>x</td></tr></table>');
  });
});

describe('cleanHtml (the one sanitiser: mail messages and job descriptions)', () => {
  it('keeps links to http, https and mailto only', () => {
    expect(
      cleanHtml(
        '<a href="https://x.test/a?b=1&c=2">ok</a><a href="mailto:a@b.test">m</a><a href="data:text/html,x">d</a>' +
          '<a href=" JaVaScRiPt:alert(1)">j</a><a href="//evil.test">p</a><a href="ftp://x">f</a>',
      ),
    ).toBe(
      '<a href="https://x.test/a?b=1&amp;c=2">ok</a><a href="mailto:a@b.test">m</a><a>d</a><a>j</a><a>p</a><a>f</a>',
    );
  });

  it.each([
    ['a style, class or handler attribute', '<p style="color:red" class="x" onclick="y()">s</p>', '<p>s</p>'],
    ['an image with an error handler', '<p>a<img src=x onerror=alert(1)>b</p>', '<p>ab</p>'],
    ['an SVG with a load handler', '<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['a frame', '<iframe src="https://x.test"></iframe>ok', 'ok'],
    ['a style sheet, content and all', '<style>p{background:url(javascript:x)}</style>ok', 'ok'],
    ['a script, content and all', '<div>a<script>alert(1)</script>b</div>', '<div>ab</div>'],
    ['a form and its controls', '<form action="/x"><input name=a><button>go</button></form>', 'go'],
    ['a script hidden in a comment', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
    ['a MathML link', '<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
    ['a base or meta tag', '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=x">ok', 'ok'],
    [
      'an attribute that breaks out of its quotes',
      '<td width="1&quot; onmouseover=&quot;alert(1)">x</td>',
      '<td width="1&quot; onmouseover=&quot;alert(1)">x</td>',
    ],
  ])('drops %s', (_name, hostile, clean) => {
    expect(cleanHtml(hostile)).toBe(clean);
  });

  it('keeps the layout attributes of tables and cells, with known alignments only', () => {
    expect(
      cleanHtml('<table width="100%" border="1"><tr><td valign="top" colspan="2" align="center">c</td></tr></table>'),
    ).toBe('<table width="100%" border="1"><tr><td valign="top" colspan="2" align="center">c</td></tr></table>');
    expect(cleanHtml('<td align="javascript:x">c</td>')).not.toContain('javascript');
  });
});
