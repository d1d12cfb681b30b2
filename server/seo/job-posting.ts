/**
 * schema.org JobPosting for a job page (Google for Jobs), built from an opening, and how it is
 * written into HTML safely.
 */
import type { OpeningDetail } from '#contracts/api/staffing/openings';
import { brand } from '#content/brand';
import { parseSalary } from './salary';

export const JOB_PAGE_PATH = '/current-openings/job-description';

export const jobPagePath = (reqId: number) => `${JOB_PAGE_PATH}?jobId=${reqId}`;

/** The UTC calendar day ('YYYY-MM-DD') of a moment. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** An opening is open until the end of its VALID_THROUGH day (none: open until removed). */
export const isOpen = (opening: { VALID_THROUGH: string | null }, now: Date) =>
  opening.VALID_THROUGH === null || opening.VALID_THROUGH.slice(0, 10) >= utcDay(now);

export type JobPostingInput = {
  opening: OpeningDetail;
  /** ISO 3166-1 alpha-2 code of the opening's country, when known. */
  countryCode?: string | undefined;
  /** The public origin, e.g. https://northwind.example. */
  origin: string;
  /**
   * The client's name when the requirement may show it; otherwise (a confidential client, Northwind's
   * own opening) Northwind is the hiring organisation. Never a description, never a rate.
   */
  clientName?: string | null | undefined;
};

/** The hiring organisation: the named client, else Northwind with its identity. */
const hiringOrganization = (clientName: string | null | undefined, origin: string) =>
  clientName
    ? { '@type': 'Organization', name: clientName }
    : {
        '@type': 'Organization',
        name: brand.name,
        legalName: brand.legalName,
        sameAs: Object.values(brand.social),
        url: origin,
        logo: `${origin}/favicon.svg`,
      };

export function jobPosting({ opening, countryCode, origin, clientName }: JobPostingInput) {
  const baseSalary = parseSalary(opening.PSTN_RATE);
  const remote = /remote/i.test(opening.WORK_LOCATION_PREFERENCE);
  const country = countryCode ? { addressCountry: countryCode } : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.PSTN_TITLE,
    description: opening.INTERNAL_JOB_DESCRIPTION,
    identifier: { '@type': 'PropertyValue', name: brand.name, value: String(opening.REQ_ID) },
    datePosted: opening.POSTED_DATE,
    ...(opening.VALID_THROUGH ? { validThrough: opening.VALID_THROUGH } : {}),
    employmentType: opening.PSTN_TYP === 'Contract' ? 'CONTRACTOR' : 'FULL_TIME',
    hiringOrganization: hiringOrganization(clientName, origin),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: opening.PSTN_LCTN, ...country },
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(countryCode ? { applicantLocationRequirements: { '@type': 'Country', name: countryCode } } : {}),
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    directApply: true,
    url: `${origin}${jobPagePath(opening.REQ_ID)}`,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: every `<` becomes \u003c (and `>`, `&`, the
 * JavaScript line separators too), so no value — not even `</script>` — can end the element early.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
