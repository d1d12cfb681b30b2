/**
 * HTML the server writes (mails, pages, the sitemap): visitor text is always escaped where it lands.
 */
import { escapeHtml } from '#contracts/escape-html';

export { escapeHtml };

/** Plain text as HTML: escaped, line breaks kept. */
export const textToHtml = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>\n');

/** A text alternative of mail HTML. */
export const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>\n?/gi, '\n')
    .replace(/<\/(p|div|tr|li|h\d|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
