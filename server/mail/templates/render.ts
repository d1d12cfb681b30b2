/**
 * A template as the two parts of a mail: HTML (inline styles, XHTML doctype as mail clients expect)
 * and plain text that reads as text: a field as `Label: value`, every link written out, a button's
 * link on its own line under its text.
 *
 * Rendered synchronously (react-dom's static renderer; the templates suspend on nothing), so the
 * code that queues a mail stays as it was; the plain text is @react-email/render's converter with
 * the selectors below.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toPlainText } from '@react-email/render';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

type Builder = {
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  addLineBreak(): void;
};
type Elem = { attribs?: Record<string, string> };

/** A button: its text, a colon, and the link on the next line (long token links stay whole). */
function buttonFormatter(elem: Elem, _walk: unknown, builder: Builder) {
  const href = elem.attribs?.href ?? '';
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline(`${elem.attribs?.['data-text-label'] ?? ''}:`, { noWordTransform: true });
  builder.addLineBreak();
  builder.addInline(href.replace(/^mailto:/, ''), { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
}

const textOptions = {
  formatters: { button: buttonFormatter },
  selectors: [
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
} as unknown as NonNullable<Parameters<typeof toPlainText>[1]>;

export type RenderedMail = { html: string; text: string };

export function renderMail(element: ReactElement): RenderedMail {
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  const text = toPlainText(html, textOptions)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text: `${text}\n` };
}
