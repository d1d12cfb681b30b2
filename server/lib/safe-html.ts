/**
 * The one place the server cleans HTML it did not write: the mail API's message (server/mail) and a
 * job description in the job page's HTML (server/seo). sanitize-html parses the markup (unclosed tags
 * closed, stray closing tags dropped, character references kept as text) and keeps only this
 * allow-list: plain formatting, lists, tables with their layout attributes, and links to http, https
 * or mailto. Everything else goes: scripts and styles with their content, every `on*` handler,
 * `style`, `class`, forms, frames, images, and any other URL scheme (javascript:, data:, vbscript:).
 */
import sanitizeHtml from 'sanitize-html';
import { textToHtml } from './html';

const ALIGN = { name: 'align', multiple: false, values: ['left', 'center', 'right', 'justify'] };
const VALIGN = { name: 'valign', multiple: false, values: ['top', 'middle', 'bottom', 'baseline'] };
const CELL = ['colspan', 'rowspan', 'width', ALIGN, VALIGN];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['b', 'strong', 'i', 'em', 'u', 'small', 'ul', 'ol', 'li', 'a'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href'],
    table: ['border', 'cellpadding', 'cellspacing', 'width', ALIGN],
    tr: [ALIGN, VALIGN],
    th: CELL,
    td: CELL,
    ...Object.fromEntries(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, [ALIGN]])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // What is not allowed is dropped; script and style content goes with its element, never kept as text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
};

/** HTML reduced to the allow-list above. */
export const cleanHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * The mail API's message. A message that starts with a tag is HTML and is cleaned; any other message
 * is text (the contact form's lines) and stays text, escaped, with its line breaks.
 */
export function messageToHtml(message: string): string {
  const trimmed = message.trim();
  return trimmed.startsWith('<') ? cleanHtml(trimmed) : textToHtml(trimmed);
}
