import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages';
import { JOB_PAGE_PATH } from './job-posting';
import { type JobPageSections, withJobText } from './job-html';
import { opening } from './test-opening';

const page = Object.values(pages).find((p) => p.path === JOB_PAGE_PATH)!;
const sections = {
  title: page.sections.find((s) => s.type === 'JOB-TITLE-SECTION'),
  body: page.sections.find((s) => s.type === 'JOB-SECTION'),
} as JobPageSections;

const BUILT = [
  '<html><head><title>Job</title></head><body><main>',
  '<div id="nw-job-title" class="container"><h1 class="title-section__heading">Job Description</h1><p class="title-section__subheading lead">Read the role.</p></div>',
  '<div class="job-view"><div class="mb-4"><button>Back</button></div><div id="nw-job-body" class="job-view__static"></div><div class="job-view__loading" role="status">Loading</div></div>',
  '</main></body></html>',
].join('');

describe('withJobText', () => {
  const hostile = opening({
    PSTN_TITLE: 'Lead </h1><script>alert(1)</script>',
    PSTN_LCTN: 'Pune & "Noida"',
    INTERNAL_JOB_DESCRIPTION:
      '<p onclick="x()">Build <b>things</b><script>alert(2)</script><a href="javascript:x">link</a></p>',
    IS_MULTI_LOCATION_POSITION: true,
  });
  const lists = {
    countries: [{ COUNTRY_UUID: hostile.COUNTRY, COUNTRY_CODE: 'US', COUNTRY_NAME: 'USA' }],
    states: [
      { STATE_UUID: '6f1c1b1e-0000-4000-8000-000000000010', STATE_NAME: 'Kansas', COUNTRY_UUID: hostile.COUNTRY },
      { STATE_UUID: '6f1c1b1e-0000-4000-8000-000000000011', STATE_NAME: 'Pune <b>', COUNTRY_UUID: 'other' },
    ],
    recruiters: [{ USERID: 7, FIRSTNAME: 'Meera', LASTNAME: 'K<u>ulkarni' }],
  };
  const html = withJobText(BUILT, hostile, sections, lists);

  it('writes the title band and the details into their elements, escaped', () => {
    expect(html).toContain(
      '<div id="nw-job-title" class="container"><h1 class="title-section__heading">Lead &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1><p class="title-section__subheading lead">Pune &amp; &quot;Noida&quot;</p></div>',
    );
    expect(html).toContain('<dt>Travel required</dt><dd>Yes</dd>');
    expect(html).toContain('<dt>Job Id</dt><dd>1001</dd>');
    expect(html).toContain('Posted <time datetime="2026-11-01">Nov 1, 2026</time>');
    expect(html).not.toContain('Job Description</h1>');
    // The rest of the page is untouched.
    expect(html).toContain('<div class="job-view__loading" role="status">Loading</div></div></main>');
  });

  it('keeps only plain formatting of the description', () => {
    const description = /<div class="job-view__description">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(description).toContain('<b>things</b>');
    // Markup it does not allow goes (a script with its content); a javascript: link keeps its text only.
    expect(description).not.toMatch(/<script|<a |onclick|alert/i);
    expect(description).toBe('<p>Build <b>things</b><a>link</a></p>');
  });

  it('sends the application form: every field named and labelled, the job’s states and the recruiters, escaped', () => {
    const form = /<form [^>]*data-form-copy[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    const names = [...form.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual([
      'id',
      'firstName',
      'lastName',
      'email',
      'contactNumber',
      'whatsappSameAsContact',
      'country',
      'state',
      'city',
      'workAuthorization',
      'bestTimeToCall',
      'availability',
      'reasonForChange',
      // A US opening: the current salary is not asked (docs/product.md §6.2).
      'expectedSalary',
      'desiredLocation',
      'recruiterContacted',
      'resume',
    ]);
    for (const id of [...form.matchAll(/<(?:input|select) [^>]*id="([^"]+)"/g)].map((match) => match[1])) {
      expect(form).toMatch(
        new RegExp(`<label (class="form-label" for="${id}">|title="" for="${id}" class="form-check-label">)`),
      );
    }
    expect(form).toContain('<option value="6f1c1b1e-0000-4000-8000-000000000010">Kansas</option>');
    expect(form).not.toContain('Pune');
    expect(form).toContain('<option value="7">Meera K&lt;u&gt;ulkarni</option>');
    expect(form).toContain('class="visually-hidden">Application for Lead &lt;/h1&gt;');
    // It cannot be sent before the app's form takes its place.
    expect(form).toMatch(/<button type="submit" disabled=""/);
  });

  it('lays out the job, then the form, then similar openings’ empty place, as the app does', () => {
    const body = /<div id="nw-job-body" class="job-view__static">([\s\S]*)<\/div><div class="job-view__loading"/.exec(
      html,
    )?.[1];
    expect(body).toMatch(/^<div class="row g-4 g-lg-5 job-view__columns"><div><h2 class="h3">/);
    const details = body!.indexOf('<div class="job-view__description">');
    const form = body!.indexOf('<div><div class="job-view__apply" id="apply">');
    const similar = body!.indexOf('<div class="mt-0"></div></div><a href="#apply"');
    expect(details).toBeGreaterThan(0);
    expect(form).toBeGreaterThan(details);
    // Similar openings load after the page: their place is after the form, so they never push it down.
    expect(similar).toBeGreaterThan(form);
    expect(body).not.toContain('col-lg-6');
  });

  it('sends the Share button and the phones’ sticky link to the form', () => {
    expect(html).toContain('<button type="button" class="btn btn-outline-secondary btn-sm">Share this job</button>');
    expect(html).toContain('<div class="job-view__apply" id="apply">');
    expect(html).toContain('<a href="#apply" class="btn btn-primary btn-lg job-view__sticky-apply">Apply now</a>');
  });

  it('carries the opening as JSON that cannot end its script element', () => {
    const json = /<script type="application\/json" id="nw-job-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
