/**
 * The job feeds: an XML feed in the shape job aggregators read (Indeed's fields: title, date,
 * reference number, url, company, city, state, country, description, salary, job type) and an RSS 2.0
 * feed of the newest openings. Pure: the plugin gathers the open jobs and the public origin.
 */
import type { OpeningDetail } from '#contracts/api/staffing/openings';
import { brand } from '#content/brand';
import { escapeHtml } from '../lib/html';
import { jobPagePath } from './job-posting';
import { summary } from './page-html';

export const JOB_FEED_PATH = '/feeds/jobs.xml';
export const RSS_FEED_PATH = '/feeds/openings.rss';
/** The RSS feed lists the newest openings only (readers show the latest; aggregators read the XML feed). */
export const RSS_ITEMS = 100;

export type FeedJob = { opening: OpeningDetail; countryCode: string | undefined };

/** Without the control characters XML 1.0 does not allow anywhere (not even escaped). */
// eslint-disable-next-line no-control-regex -- these are the characters removed
const xmlChars = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** Text as CDATA: a `]]>` inside is split so it cannot end the section. */
const cdata = (text: string) => `<![CDATA[${xmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** Text as escaped XML content or attribute value. */
const xmlText = (text: string) => escapeHtml(xmlChars(text));

/** RFC 822 date (RSS and Indeed both use it) of a yyyy-mm-dd day, at midnight UTC. */
export const rfc822 = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).toUTCString();

/** "Overland Park, KS" → city and state; a location without a comma is a city ("Pune"), "Remote" none. */
export function cityAndState(location: string): { city: string; state: string } {
  const [city = '', state = ''] = location.split(',').map((part) => part.trim());
  if (/^remote$/i.test(city)) return { city: '', state };
  return { city, state };
}

export function indeedFeedXml(jobs: readonly FeedJob[], origin: string, builtAt: Date): string {
  const items = jobs.map(({ opening, countryCode }) => {
    const { city, state } = cityAndState(opening.PSTN_LCTN);
    const fields: [string, string][] = [
      ['title', opening.PSTN_TITLE],
      ['date', rfc822(opening.POSTED_DATE)],
      ['referencenumber', String(opening.REQ_ID)],
      ['url', `${origin}${jobPagePath(opening.REQ_ID)}`],
      ['company', brand.name],
      ['city', city],
      ['state', state],
      ['country', countryCode ?? ''],
      ['description', opening.INTERNAL_JOB_DESCRIPTION],
      ['salary', opening.PSTN_RATE],
      ['jobtype', opening.PSTN_TYP === 'Contract' ? 'contract' : 'fulltime'],
      ['remotetype', /remote/i.test(opening.WORK_LOCATION_PREFERENCE) ? 'Fully remote' : ''],
    ];
    return `<job>\n${fields.map(([name, value]) => `  <${name}>${cdata(value)}</${name}>`).join('\n')}\n</job>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `<publisher>${escapeHtml(brand.name)}</publisher>`,
    `<publisherurl>${escapeHtml(origin)}</publisherurl>`,
    `<lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>`,
    ...items,
    '</source>',
    '',
  ].join('\n');
}

export function rssFeedXml(jobs: readonly FeedJob[], origin: string, builtAt: Date): string {
  const newest = [...jobs]
    .sort((a, b) => b.opening.POSTED_DATE.localeCompare(a.opening.POSTED_DATE) || b.opening.REQ_ID - a.opening.REQ_ID)
    .slice(0, RSS_ITEMS);
  const items = newest.map(({ opening }) => {
    const url = `${origin}${jobPagePath(opening.REQ_ID)}`;
    const text = summary(opening.INTERNAL_JOB_DESCRIPTION, 300);
    const line = `${opening.PSTN_LCTN} · ${opening.WORK_LOCATION_PREFERENCE} · ${opening.PSTN_TYP}${opening.PSTN_RATE ? ` · ${opening.PSTN_RATE}` : ''}`;
    return [
      '  <item>',
      `    <title>${xmlText(`${opening.PSTN_TITLE} (${opening.PSTN_LCTN})`)}</title>`,
      `    <link>${xmlText(url)}</link>`,
      `    <guid isPermaLink="true">${xmlText(url)}</guid>`,
      `    <pubDate>${rfc822(opening.POSTED_DATE)}</pubDate>`,
      `    <category>${xmlText(opening.PSTN_TYP)}</category>`,
      `    <description>${xmlText(`${line}. ${text}`)}</description>`,
      '  </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `  <title>${xmlText(`${brand.name} — current openings`)}</title>`,
    `  <link>${xmlText(`${origin}/current-openings/job-openings`)}</link>`,
    `  <description>${xmlText(`New job openings at ${brand.name}.`)}</description>`,
    '  <language>en</language>',
    `  <lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>`,
    `  <atom:link href="${xmlText(`${origin}${RSS_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
