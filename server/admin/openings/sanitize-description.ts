/**
 * A job description's HTML, cleaned on the server before it is stored. The public job page shows it
 * through DOMPurify's HTML profile (web/features/careers/job/job-view.tsx); this allow-list is a
 * subset of what that profile keeps — text formatting, headings, lists, tables, links and images —
 * so what is stored is exactly what the public page shows, and nothing that could run: no scripts,
 * styles, event handlers, forms, frames or javascript: URLs. (sanitize-html: a DOM-free parser, so
 * the server needs no browser emulation; the test checks DOMPurify leaves its output unchanged.)
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'],
    ...['a', 'img', 'figure', 'figcaption', 'section', 'article', 'time'],
  ],
  allowedAttributes: {
    '*': ['title', 'lang', 'dir', 'class'],
    // No `target`: the public page's DOMPurify drops it too, so links open in the same tab.
    a: ['href', 'name', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script and style content is dropped with its element, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
};

/** Void elements written as the browser (and DOMPurify) serialises them: `<br>`, not `<br />`. */
const VOID_SELF_CLOSING = /<(br|hr|img|col)((?:\s[^<>]*?)?)\s*\/>/g;

export const sanitizeDescription = (html: string) =>
  sanitizeHtml(html, OPTIONS)
    .replace(
      VOID_SELF_CLOSING,
      (_match, tag: string, attributes: string | undefined) => `<${tag}${(attributes ?? '').trimEnd()}>`,
    )
    .trim();
