/**
 * HTML the server writes (mails, pages, the sitemap): visitor text is always escaped where it lands.
 */
import { escapeHtml } from '#contracts/escape-html';

export { escapeHtml };

/** Plain text as HTML: escaped, line breaks kept. */
export const textToHtml = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>\n');

const ALLOWED_TAGS =
  'p|br|hr|b|strong|i|em|u|small|ul|ol|li|table|thead|tbody|tfoot|tr|th|td|h1|h2|h3|h4|h5|h6|div|span|blockquote|pre';
/** Attributes kept on allowed tags: layout only, values plain words or numbers. */
const ALLOWED_ATTRIBUTE = String.raw`\s+(?:border|cellpadding|cellspacing|colspan|rowspan|align|valign|width)=(?:&quot;[\w%.-]{1,12}&quot;|&#39;[\w%.-]{1,12}&#39;|[\w%.-]{1,12})`;
/** Tags that have no closing tag. */
const VOID_TAGS = new Set(['br', 'hr']);
const ALLOWED_TAG = new RegExp(`&lt;(/?)(${ALLOWED_TAGS})((?:${ALLOWED_ATTRIBUTE})*)\\s*/?&gt;`, 'gi');

/**
 * The mail API's message. A message that starts with a tag is the web app's HTML: it is escaped
 * completely and then only plain formatting tags (no scripts, links, styles or event handlers) are
 * turned back into markup. Any other message is text (the contact form's lines) and stays text.
 */
export function messageToHtml(message: string): string {
  const trimmed = message.trim();
  if (!trimmed.startsWith('<')) return textToHtml(trimmed);
  // Tags come back first, while every character reference the client wrote is still escaped: so a
  // client's `&lt;b&gt;` stays the text "<b>". Tags are balanced: a closing tag with no open one stays
  // text, and tags left open are closed at the end.
  const open: string[] = [];
  const markup = escapeHtml(trimmed).replace(ALLOWED_TAG, (match, slash: string, tag: string, attributes: string) => {
    const name = tag.toLowerCase();
    if (VOID_TAGS.has(name)) return slash ? match : `<${name}>`;
    if (!slash) {
      open.push(name);
      return `<${name}${attributes.replace(/&quot;|&#39;/g, '"')}>`;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) return match;
    return open
      .splice(at)
      .reverse()
      .map((closed) => `</${closed}>`)
      .join('');
  });
  const closed =
    markup +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('');
  // Character references the web app wrote (`&amp;`, `&#39;`) stay references: they are text, not markup.
  return closed.replace(/&amp;(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,10});/gi, '&$1;');
}

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
