import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contracts/seo';
import { describe, expect, it } from 'vitest';
import { opening } from './test-opening';
import { summary, withJobPosting, withPublicOrigin } from './page-html';

const P = PUBLIC_ORIGIN_PLACEHOLDER;
const built = [
  '<html><head><title>Job Description | Northwind Technologies</title>',
  '<meta name="description" content="Apply."/>',
  `<link rel="canonical" href="${P}/current-openings/job-description"/>`,
  `<meta property="og:title" content="Job Description | Northwind Technologies"/>`,
  `<meta property="og:url" content="${P}/current-openings/job-description"/>`,
  '<meta name="twitter:title" content="Job Description | Northwind Technologies"/>',
  '<script>window.__x=1</script></head><body></body></html>',
].join('');

describe('withPublicOrigin', () => {
  it('puts the public origin wherever the build wrote the placeholder', () => {
    const html = withPublicOrigin(built, 'https://northwind.example');
    expect(html).not.toContain(P);
    expect(html).toContain('<link rel="canonical" href="https://northwind.example/current-openings/job-description"/>');
  });
});

describe('withJobPosting', () => {
  const origin = 'https://northwind.example';

  it('names the job in the title, canonical and social tags and adds one JSON-LD script', () => {
    const html = withJobPosting(withPublicOrigin(built, origin), { opening: opening(), countryCode: 'US', origin });
    expect(html).toContain('<title>Senior Java Developer | Northwind Technologies</title>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/current-openings/job-description?jobId=1001"/>`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/current-openings/job-description?jobId=1001"/>`);
    expect(html).toContain('<meta name="description" content="Build services."/>');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.[1] ?? '')).toMatchObject({ '@type': 'JobPosting', employmentType: 'CONTRACTOR' });
  });

  it('escapes a hostile title in the HTML and keeps it inside the JSON', () => {
    const title = '</title><script>alert(1)</script> $& "x"';
    const html = withJobPosting(built, { opening: opening({ PSTN_TITLE: title }), origin });
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;x&quot; | Northwind Technologies</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).title).toBe(title);
  });
});

describe('summary', () => {
  it('reads the text of a description and cuts it at a word', () => {
    expect(summary('<p>Design &amp; build</p><ul><li>APIs</li></ul>')).toBe('Design & build APIs');
    const long = summary(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
