import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { footer } from '#content/footer';
import { SiteFooter } from './site-footer';

const renderFooter = (year?: number) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <SiteFooter footer={footer} year={year} /> }]);
  return render(<Stub initialEntries={['/']} />);
};

describe('SiteFooter', () => {
  it('shows every configured column with its titled links', () => {
    renderFooter();
    for (const column of footer.columns) {
      const nav = screen.getByRole('navigation', { name: column.title });
      expect(within(nav).getAllByRole('link')).toHaveLength(column.links.length);
    }
  });

  it('shows the copyright with the given year (the current one by default) and links the privacy policy', () => {
    renderFooter(2031);
    expect(screen.getByText(/© 2031/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('links the credits and the site map beside the privacy policy, and holds at most 30 links in all', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'Site Map' })).toHaveAttribute('href', '/site-map');
    expect(screen.getAllByRole('navigation').length).toBeLessThanOrEqual(4);
    expect(screen.getAllByRole('link').length).toBeLessThanOrEqual(30);
  });

  it('defaults to the current year', () => {
    renderFooter();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('links five social networks with accessible names', () => {
    renderFooter();
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link).toHaveAccessibleName();
  });
});
