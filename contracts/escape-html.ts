/**
 * Visitor text escaped where it lands in HTML: the one escaper the browser (the application mail it
 * composes) and the server (mails, pages, the sitemap, feeds) share.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content or a quoted attribute value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
