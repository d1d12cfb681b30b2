/**
 * The job page's text in the HTML the server sends: the title band and the job's details, written
 * from the opening into the two elements the pre-rendered page leaves for them, plus the opening as
 * JSON for the app's first render. Crawlers and visitors without JavaScript read the same job as the
 * JSON-LD; the app keeps this markup while it hydrates. Pure string work; the plugin supplies the
 * opening and the page's sections (content/pages/jobs.ts).
 */
import type { OpeningDetail } from '#contracts/api/staffing/openings';
import type { SectionOf } from '#contracts/content';
import { type ApplicationFormHtmlInput, applicationFormHtml } from '#contracts/careers/application-form-html';
import { formatDay, shownFacts } from '#contracts/careers/format';
import {
  APPLY_ANCHOR_ID,
  JOB_BODY_ISLAND_ID,
  JOB_DATA_ELEMENT_ID,
  JOB_TITLE_ISLAND_ID,
  SHARE_JOB_HTML,
  STICKY_APPLY_LABEL,
} from '#contracts/seo';
import { cleanHtml } from '../lib/safe-html';
import { escapeHtml } from '../lib/html';
import { jsonForScript } from './job-posting';

export type JobPageSections = { title: SectionOf<'JOB-TITLE-SECTION'>; body: SectionOf<'JOB-SECTION'> };
/** The lists the application form offers (the job's country, its states, the recruiters). */
export type FormLists = Omit<ApplicationFormHtmlInput, 'opening'>;

/** A {FIELD} of the job page as text: travel as Yes/No, the description never (it has its own block). */
function fieldText(field: string, opening: OpeningDetail): string | null {
  if (field === 'IS_MULTI_LOCATION_POSITION') return opening.IS_MULTI_LOCATION_POSITION ? 'Yes' : 'No';
  if (field === 'INTERNAL_JOB_DESCRIPTION' || !Object.hasOwn(opening, field)) return null;
  const value = (opening as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
const fill = (template: string, opening: OpeningDetail) =>
  template.replace(/\{([A-Z_]+)\}/g, (_match, field: string) => fieldText(field, opening) ?? '—');

/** The description with only plain formatting and http(s)/mailto links kept (no scripts, styles or handlers). */
export const sanitizeDescription = (html: string) => cleanHtml(html.trim().startsWith('<') ? html : `<p>${html}</p>`);

export function jobTitleHtml(opening: OpeningDetail, section: SectionOf<'JOB-TITLE-SECTION'>): string {
  const heading = fieldText(section.headingField, opening) ?? section.heading ?? '';
  const subHeading = section.subHeadingField
    ? (fieldText(section.subHeadingField, opening) ?? section.subHeading)
    : section.subHeading;
  return [
    heading ? `<h1 class="title-section__heading">${escapeHtml(heading)}</h1>` : '',
    subHeading ? `<p class="title-section__subheading lead">${escapeHtml(subHeading)}</p>` : '',
  ].join('');
}

/**
 * The job's details, description and the application form (the app's form takes its place when the
 * visitor comes near it), and on phones a sticky link to the form. The same layout as the app's
 * (web/features/careers/job/job-view.tsx), so nothing moves when it takes over.
 */
export function jobBodyHtml(opening: OpeningDetail, section: SectionOf<'JOB-SECTION'>, lists: FormLists): string {
  const facts = shownFacts(section.keyDetails, opening)
    .map(
      (detail) =>
        `<div class="job-view__fact"><dt>${escapeHtml(detail.key)}</dt><dd>${escapeHtml(fill(detail.value, opening))}</dd></div>`,
    )
    .join('');
  const intro = section.supportText?.join(' ');
  return [
    '<div class="row g-4 g-lg-5 job-view__columns"><div>',
    `<h2 class="h3">${escapeHtml(section.heading ?? 'Job details')}</h2>`,
    `<dl class="job-view__facts">${facts}</dl>`,
    SHARE_JOB_HTML,
    `<h3 class="h4 mt-4">${escapeHtml(section.descriptionHeading)}</h3>`,
    `<p class="job-view__posted text-body-secondary">Posted <time datetime="${escapeHtml(opening.POSTED_DATE)}">${escapeHtml(formatDay(opening.POSTED_DATE))}</time></p>`,
    `<div class="job-view__description">${sanitizeDescription(opening.INTERNAL_JOB_DESCRIPTION)}</div>`,
    `</div><div><div class="job-view__apply" id="${APPLY_ANCHOR_ID}">`,
    `<h3 class="h3">${escapeHtml(section.subHeading ?? 'Apply for this job')}</h3>`,
    intro ? `<p class="text-body-secondary">${escapeHtml(intro)}</p>` : '',
    `<div class="job-view__form-space">${applicationFormHtml({ opening, ...lists })}</div>`,
    // Similar openings' place, after the form (the app fills it when they have loaded).
    '</div></div><div class="mt-0"></div></div>',
    `<a href="#${APPLY_ANCHOR_ID}" class="btn btn-primary btn-lg job-view__sticky-apply">${STICKY_APPLY_LABEL}</a>`,
  ].join('');
}

/** Fills an element of the page by id: the first `<div id="…" …>` and its content up to the first `</div>` that closes it (no nested div in the pre-rendered content). */
const fillElement = (html: string, id: string, inner: string) =>
  html.replace(
    new RegExp(`(<div id="${id}"[^>]*>)(?:(?!<div\\b)[\\s\\S])*?(</div>)`),
    (_all, open: string, close: string) => `${open}${inner}${close}`,
  );

/** The job page with the opening written into it (data, title band, details). */
export function withJobText(html: string, opening: OpeningDetail, sections: JobPageSections, lists: FormLists): string {
  const data = `<script type="application/json" id="${JOB_DATA_ELEMENT_ID}">${jsonForScript(opening)}</script>`;
  let out = html.replace('</head>', () => `${data}</head>`);
  out = fillElement(out, JOB_TITLE_ISLAND_ID, jobTitleHtml(opening, sections.title));
  out = fillElement(out, JOB_BODY_ISLAND_ID, jobBodyHtml(opening, sections.body, lists));
  return out;
}
