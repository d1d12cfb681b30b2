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

  it('offers clients Hire talent in the bar, outside the menu and with either menu', () => {
    for (const menu of [staffingMenu, aiMenu]) {
      const { unmount } = renderNavbar(menu);
      const cta = within(screen.getByRole('banner')).getByRole('link', { name: 'Hire talent' });
      expect(cta).toHaveAttribute('href', '/hire-talent');
      // Reachable on a phone without opening the menu.
      expect(document.getElementById('site-menu')).not.toContainElement(cta);
      unmount();
    }
  });

  it('reaches the case studies in one step, and keeps Contact Us the one filled call to action', () => {
    renderNavbar(staffingMenu);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const cases = within(nav).getByRole('link', { name: 'Case Studies' });
    expect(cases).toHaveAttribute('href', '/case-studies');
    expect(cases).not.toHaveClass('nav-cta');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveClass('nav-cta');
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

  it('toggles the phone menu and closes it once an entry is chosen', async () => {
    renderNavbar(staffingMenu);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const collapse = document.getElementById('site-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(collapse).not.toHaveClass('show');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveClass('show');
    expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    await userEvent.click(screen.getByRole('link', { name: 'Leadership' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(collapse).not.toHaveClass('show');
    expect(screen.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through a submenu with the arrow keys, Home and End, and Escape gives the focus back', async () => {
    renderNavbar(staffingMenu);
    const company = screen.getByRole('button', { name: 'Company' });
    const links = within(document.getElementById(company.getAttribute('aria-controls') ?? '') as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    company.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toHaveTextContent(links[0] as string);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(links[1] as string);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent(links.at(-1) as string);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(links[0] as string);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent(links.at(-1) as string);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toHaveTextContent(links[0] as string);
    await userEvent.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(company);
  });

  it('closes an open submenu on a click elsewhere and when the focus leaves it', async () => {
    renderNavbar(staffingMenu);
    const company = screen.getByRole('button', { name: 'Company' });
    await userEvent.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(company);
    await userEvent.tab();
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toHaveTextContent('Leadership');
    // Tabbing past the last link leaves the submenu: it closes.
    const count = within(
      document.getElementById(company.getAttribute('aria-controls') ?? '') as HTMLElement,
    ).getAllByRole('link').length;
    for (let i = 0; i < count; i += 1) await userEvent.tab();
    expect(company).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SiteNavbar mega menu', () => {
  it('shows at most six top-level entries in either menu', () => {
    for (const menu of [staffingMenu, aiMenu]) {
      const { unmount } = renderNavbar(menu);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const topLevel =
        within(nav).getAllByRole('button').length +
        within(nav)
          .queryAllByRole('link')
          .filter((link) => !link.closest('ul')).length;
      expect(topLevel).toBe(menu.length);
      expect(topLevel).toBeLessThanOrEqual(6);
      unmount();
    }
  });

  it('opens every group of an entry at once, each under its heading', async () => {
    renderNavbar(staffingMenu);
    const services = screen.getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    const panel = document.getElementById(services.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveClass('mega-menu', 'show');
    const groups = within(panel).getAllByRole('group');
    expect(
      groups
        .map((group) => group.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id ?? '')?.textContent),
    ).toEqual(['Cloud', 'Engineering', 'Testing', 'Industries']);
    expect(within(groups[1] as HTMLElement).getByRole('link', { name: 'DevOps' })).toHaveAttribute(
      'href',
      '/digital-transformation/devops',
    );
  });

  it('moves with the arrow keys from one group into the next', async () => {
    renderNavbar(staffingMenu);
    const services = screen.getByRole('button', { name: 'Services' });
    services.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    // Cloud has six links (three services, three platforms): the seventh step lands on the first link of Engineering.
    expect(document.activeElement).toHaveTextContent('Custom Software Development');
  });
});

describe('SiteNavbar on a desktop with a pointer', () => {
  it('keeps a submenu the pointer opened open when its button is then clicked, and a second click closes it', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
    try {
      renderNavbar(staffingMenu);
      const services = screen.getByRole('button', { name: 'Services' });
      await userEvent.hover(services);
      expect(services).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(services);
      expect(services).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(services);
      expect(services).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.matchMedia = original;
    }
  });
});
