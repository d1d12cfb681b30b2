import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../seo/job-html';
import { demoOpenings, describe as describeRole } from './demo-openings';
import { DEMO_ROLES } from './demo-roles';
import { DEMO_COUNTRIES } from './reference-data';

const NOW = Date.UTC(2026, 10, 27, 12);
const openings = demoOpenings(NOW);
const daysBefore = (date: string) => Math.round((NOW - Date.parse(`${date}T12:00:00Z`)) / 86_400_000);

describe('the demo openings', () => {
  it('are forty distinct roles, twenty in each country, contract and full-time', () => {
    expect(openings).toHaveLength(40);
    expect(new Set(openings.map((opening) => opening.title)).size).toBe(40);
    for (const country of DEMO_COUNTRIES) {
      expect(openings.filter((opening) => opening.country_uuid === country.uuid)).toHaveLength(20);
    }
    expect(new Set(openings.map((opening) => opening.position_type))).toEqual(new Set(['Contract', 'Full-Time']));
  });

  it('were posted over the last six weeks, not one a day, a higher id never older', () => {
    const ages = openings.map((opening) => daysBefore(opening.posted_date));
    expect(Math.max(...ages)).toBeLessThanOrEqual(42);
    expect(Math.min(...ages)).toBe(0);
    expect(ages.every((age, i) => i === 0 || age <= ages[i - 1]!)).toBe(true);
    // Some days carry two postings, some none.
    expect(new Set(ages).size).toBeLessThan(openings.length);
    expect(new Set(ages).size).toBeGreaterThan(20);
  });

  it('each describe the client and team, the work, the skills, benefits and the hiring steps with their times', () => {
    for (const opening of openings) {
      const html = opening.description_html;
      for (const heading of [
        'About the client and the team',
        'What you will do',
        'What you bring',
        'Nice to have',
        'Benefits',
        'How we hire',
      ]) {
        expect(html, opening.title).toContain(`<h4>${heading}</h4>`);
      }
      expect(html).toMatch(/<ol>(<li>.*?<\/li>){3,}<\/ol>/);
      expect(html).toMatch(/From application to offer takes [^.]+\./);
      expect(html.startsWith('<p>')).toBe(true);
      // Nothing the job page's sanitizer would drop.
      expect(sanitizeDescription(html).replace(/\s+/g, '')).toBe(html.replace(/\s+/g, ''));
    }
  });

  it('say who the work is for in a sentence of its own, ended with a full stop, before the team', () => {
    for (const role of DEMO_ROLES) {
      const about = /<h4>About the client and the team<\/h4>\n<p>(.*?)<\/p>/.exec(describeRole(role))?.[1] ?? '';
      const start = about.indexOf(role.about.slice(0, 30));
      expect(start, role.title).toBeGreaterThan(0);
      expect(about.slice(0, start), role.title).toMatch(/\. $/);
      expect(about, role.title).toMatch(/\.$/);
    }
  });
});
