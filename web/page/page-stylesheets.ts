import type { Page, Section } from '#contracts/content';
import type { PageFamily } from '#content/page-families';
import familiesSheet from '../styles/families.scss?url';
import jobsSheet from '../styles/jobs.scss?url';
import landingSheet from '../styles/landing.scss?url';

/**
 * Stylesheets beside the site's one (web/styles/main.scss) that only some pages link, so no page's
 * first CSS carries rules it never applies: the family layouts (web/styles/families.scss) on a page
 * of a family, the big first screens (web/styles/landing.scss) and the job board and job page
 * (web/styles/jobs.scss) on the pages that show them. Linked from the page's HTML, they paint with it (no shift).
 */
const SHEET_OF_SECTION: Partial<Record<Section['type'], string>> = {
  'HERO-SECTION': landingSheet,
  'IMG-CAROUSEL': landingSheet,
  'OPENINGS-SECTION': jobsSheet,
  'JOB-SECTION': jobsSheet,
};

export function pageStylesheets(page: Page, family: PageFamily | undefined): string[] {
  const sheets = new Set(page.sections.flatMap((section) => SHEET_OF_SECTION[section.type] ?? []));
  if (family) sheets.add(familiesSheet);
  return [...sheets];
}
