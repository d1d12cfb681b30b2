import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findPageAt } from '#content/resolve';
import { NOT_FOUND_HEADING, NOT_FOUND_LINKS, NOT_FOUND_TEXT, NotFound } from './not-found';

describe('NotFound', () => {
  it('says in its own words that the page is missing, and offers home, current openings and contact', () => {
    const Stub = createRoutesStub([{ path: '*', Component: NotFound }]);
    render(<Stub initialEntries={['/no/such/page']} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_HEADING);
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    // Not a search engine's stock wording.
    expect(document.body.textContent).not.toMatch(/That's an error|That's all we know|requested url/i);
    const links = within(screen.getByRole('navigation', { name: 'Where to go from here' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home page', '/home'],
      ['Current openings', '/current-openings/job-openings'],
      ['Contact us', '/contact-us'],
    ]);
  });

  it('links only to pages that exist, at their canonical paths', () => {
    for (const { to } of NOT_FOUND_LINKS) expect(findPageAt(to)?.path, to).toBe(to);
  });
});
