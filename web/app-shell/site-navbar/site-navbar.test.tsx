import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiMenu, staffingMenu } from '#content/navigation';
import type { Menu } from '#contracts/content';
import { SiteNavbar } from './site-navbar';

beforeAll(() => {
  // jsdom has no matchMedia; the navbar asks it whether hover submenus apply.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

const renderNavbar = (menu: Menu) => {
  const Stub = createRoutesStub([{ path: '*', Component: () => <SiteNavbar menu={menu} /> }]);
  return render(<Stub initialEntries={['/home']} />);
};

describe('SiteNavbar', () => {
  it('links the brand to /home', () => {
    renderNavbar(staffingMenu);
    expect(screen.getByRole('link', { name: 'Northwind Technologies home' })).toHaveAttribute('href', '/home');
  });

  it('shows every top-level entry of the staffing-site menu', () => {
    renderNavbar(staffingMenu);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const item of staffingMenu) {
      expect(within(nav).getByRole(item.subMenu ? 'button' : 'link', { name: item.title })).toBeInTheDocument();
    }
  });

  it('shows the third level of the AI-focused menu as titled groups inside a submenu', async () => {
    renderNavbar(aiMenu);
    await userEvent.click(screen.getByRole('button', { name: 'Offerings' }));
    expect(screen.getByText('Consulting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solution Development' })).toHaveAttribute(
      'href',
      '/consulting/solution-development',
    );
  });

  it('opens external entries in a new tab and says so', () => {
    renderNavbar(staffingMenu);
    const external = screen.getByRole('link', { name: /QA Studio/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent('(opens in a new tab)');
  });
});
