/**
 * Stored rich text: the server sanitised it when it was saved, with the rules of the public job page
 * (an allow-list of tags and attributes), so it is shown as stored; and the console's CSP runs no inline
 * script, event handler or javascript: link whatever the HTML holds. (DOMPurify is not loaded here on
 * purpose: sharing it with the public job page would split it out of that page's chunk.)
 */
export function HtmlView({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
