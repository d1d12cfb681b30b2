import { beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_MAX_AGE_MS, captureAttribution, clearAttribution, readAttribution } from './attribution';

const SITE = 'https://northwind.example';
const visit = (path: string, referrer = '') => ({ href: `${SITE}${path}`, referrer });

describe('application attribution', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the first visit’s utm parameters, referrer and landing page', () => {
    captureAttribution(
      visit(
        '/current-openings/job-description?jobId=1001&utm_source=linkedin&utm_medium=social&utm_campaign=fall',
        'https://www.linkedin.com/',
      ),
      localStorage,
      1000,
    );
    expect(readAttribution(localStorage, 2000)).toEqual({
      UTM_SOURCE: 'linkedin',
      UTM_MEDIUM: 'social',
      UTM_CAMPAIGN: 'fall',
      REFERRER: 'https://www.linkedin.com/',
      LANDING_PAGE:
        '/current-openings/job-description?jobId=1001&utm_source=linkedin&utm_medium=social&utm_campaign=fall',
    });
  });

  it('lets the first touch win over later visits, until it is cleared', () => {
    captureAttribution(visit('/home?utm_source=google'), localStorage, 1000);
    captureAttribution(
      visit('/current-openings/job-openings?utm_source=indeed', 'https://indeed.com/'),
      localStorage,
      2000,
    );
    expect(readAttribution(localStorage, 3000)).toMatchObject({ UTM_SOURCE: 'google' });
    clearAttribution(localStorage);
    expect(readAttribution(localStorage, 3000)).toEqual({});
    captureAttribution(visit('/current-openings/job-openings?utm_source=indeed'), localStorage, 4000);
    expect(readAttribution(localStorage, 5000)).toMatchObject({ UTM_SOURCE: 'indeed' });
  });

  it('ignores this site as a referrer, and forgets a source older than its maximum age', () => {
    captureAttribution(visit('/home', `${SITE}/contact-us`), localStorage, 0);
    expect(readAttribution(localStorage, 1)).toEqual({ LANDING_PAGE: '/home' });
    expect(readAttribution(localStorage, ATTRIBUTION_MAX_AGE_MS)).toEqual({});
    captureAttribution(visit('/home?utm_source=newsletter'), localStorage, ATTRIBUTION_MAX_AGE_MS);
    expect(readAttribution(localStorage, ATTRIBUTION_MAX_AGE_MS + 1)).toMatchObject({ UTM_SOURCE: 'newsletter' });
  });

  it('keeps values to one short line, and survives junk in storage or no storage at all', () => {
    captureAttribution(visit(`/home?utm_term=${encodeURIComponent(`a\r\nb${'x'.repeat(600)}`)}`), localStorage, 0);
    const term = readAttribution(localStorage, 1).UTM_TERM ?? '';
    expect(term.startsWith('a b')).toBe(true);
    expect(term).toHaveLength(500);
    localStorage.setItem('nw-attribution', '{not json');
    expect(readAttribution(localStorage, 1)).toEqual({});
    expect(() => captureAttribution(visit('/home'), null, 0)).not.toThrow();
    expect(readAttribution(null, 0)).toEqual({});
  });
});
