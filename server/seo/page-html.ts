/**
 * What the server changes in a pre-rendered page before sending it: the placeholder origin becomes
 * the public origin, and a job page (?jobId=…) of an open job gets the job's title, canonical URL
 * and JobPosting JSON-LD. Pure string work; the plugin supplies the opening.
 */
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contracts/seo';
import { brand } from '#content/brand';
import { escapeHtml } from '../lib/html';
import { jobPagePath, jobPosting, jsonForScript, type JobPostingInput } from './job-posting';

export const withPublicOrigin = (html: string, origin: string) => html.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, origin);

/** Sets the `content`/`href` of the first meta or link tag carrying `key` (e.g. 'name="description"'). */
const setAttribute = (html: string, key: string, attribute: 'content' | 'href', value: string) =>
  html.replace(
    new RegExp(`(<(?:meta|link)\\b[^>]*${key}[^>]*\\b${attribute}=")[^"]*(")`),
    (_all, start: string, end: string) => `${start}${escapeHtml(value)}${end}`,
  );

/** The plain text of an HTML fragment, shortened for a meta description. */
export function summary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** A job page of an open job: title, description, canonical and social URLs name the job; JSON-LD describes it. */
export function withJobPosting(html: string, input: JobPostingInput) {
  const { opening, origin } = input;
  const title = `${opening.PSTN_TITLE} | ${brand.name}`;
  const description = summary(opening.INTERNAL_JOB_DESCRIPTION) || `${opening.PSTN_TITLE}, ${opening.PSTN_LCTN}`;
  const url = `${origin}${jobPagePath(opening.REQ_ID)}`;
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  out = setAttribute(out, 'name="description"', 'content', description);
  out = setAttribute(out, 'rel="canonical"', 'href', url);
  out = setAttribute(out, 'property="og:url"', 'content', url);
  out = setAttribute(out, 'property="og:title"', 'content', title);
  out = setAttribute(out, 'property="og:description"', 'content', description);
  out = setAttribute(out, 'name="twitter:title"', 'content', title);
  out = setAttribute(out, 'name="twitter:description"', 'content', description);
  const script = `<script type="application/ld+json">${jsonForScript(jobPosting(input))}</script>`;
  return out.replace('</head>', () => `${script}</head>`);
}

/** A page search engines should drop (the job page of an unknown or closed job). */
export const withNoIndex = (html: string) =>
  html.replace('</head>', () => '<meta name="robots" content="noindex"/></head>');
