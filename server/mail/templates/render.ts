/**
 * A template as the two parts of a mail: HTML (inline styles, XHTML doctype as mail clients expect)
 * and plain text that reads as text: a field as `Label: value`, every link written out, a button's
 * link on its own line under its text.
 *
 * Rendered synchronously with react-dom's static renderer (the templates suspend on nothing), so the
 * code that queues a mail stays synchronous. The plain text comes from html-to-text, the converter
 * @react-email/render uses, with its selectors (images and `data-skip-in-text` left out) and ours;
 * @react-email/render itself is not loaded: it imports prettier, half a second at every start.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { convert, type FormatCallback, type HtmlToTextOptions } from 'html-to-text';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** A button: its text, a colon, and the link on the next line (long token links stay whole). */
const buttonFormatter: FormatCallback = (elem, _walk, builder) => {
  const attribs = (elem as { attribs?: Record<string, string> }).attribs ?? {};
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline(`${attribs['data-text-label'] ?? ''}:`, { noWordTransform: true });
  builder.addLineBreak();
  builder.addInline((attribs.href ?? '').replace(/^mailto:/, ''), { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const textOptions: HtmlToTextOptions = {
  wordwrap: false,
  formatters: { button: buttonFormatter },
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[data-skip-in-text=true]', format: 'skip' },
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'a.nw-button', format: 'button' },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'table', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'tr.nw-step-row', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'td', format: 'inline' },
    { selector: 'td.nw-label', format: 'inlineSurround', options: { suffix: ': ' } },
    { selector: 'p', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
  ],
};

export type RenderedMail = { html: string; text: string };

export function renderMail(element: ReactElement): RenderedMail {
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  const text = convert(html, textOptions)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text: `${text}\n` };
}
