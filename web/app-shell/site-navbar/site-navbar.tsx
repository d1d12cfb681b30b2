import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Menu } from '#contracts/content';
import { brand } from '#content/brand';
import { hireTalent } from '#content/menu-links';
import { BrandMark } from '../brand-mark';
import { MenuDropdown } from './menu-dropdown';
import { MenuLink } from './menu-link';
import { useScrolledPast } from './use-scrolled-past';

/** The navbar turns solid once the page has scrolled this far (docs/product.md §3). */
export const SOLID_AFTER_PX = 50;

/**
 * The id of an empty element that closes the bar: the document paints nothing before it is parsed
 * (web/root.tsx). An empty element, because Chromium lets the first frame through once its target
 * has started, not finished.
 */
export const HEADER_END_ID = 'site-header-end';

/**
 * The fixed top navigation bar, built from the menu in the content config. Bootstrap's navbar
 * styles with React state of its own: the toggle and submenus need no more script than this, and
 * every page loads it first.
 */
export function SiteNavbar({ menu }: { menu: Menu }) {
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const collapse = () => setExpanded(false);

  // A route change (link, back button) always leaves the phone menu closed.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setExpanded(false);
  }

  const solid = scrolled || expanded;
  return (
    // The page's banner landmark; the menu inside it is the navigation landmark.
    <header
      className={`site-navbar navbar navbar-expand-xl navbar-dark fixed-top${solid ? ' is-solid' : ''}`}
      data-solid={solid}
    >
      <div className="container">
        <Link
          to="/home"
          className="navbar-brand d-flex align-items-center gap-2"
          aria-label={`${brand.name} home`}
          onClick={collapse}
        >
          <BrandMark />
          <span>{brand.shortName}</span>
        </Link>
        {/*
          Clients who need engineers: the header's own call to action beside the menu (not one of its
          six entries), whichever menu the site shows; on phones it stays in the bar, not in the menu.
        */}
        <MenuLink to={hireTalent.targetUrl} className="nav-cta--hire" onClick={collapse}>
          {hireTalent.title}
        </MenuLink>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="site-menu"
          aria-expanded={expanded}
          aria-label="Menu"
          onClick={() => setExpanded(!expanded)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="site-menu" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          <nav aria-label="Main" className="navbar-nav ms-auto">
            {menu.map((item, index) =>
              item.subMenu ? (
                <MenuDropdown key={item.title} id={`menu-${index}`} item={item} onNavigate={collapse} />
              ) : item.targetUrl ? (
                // A top-level link; the last one (Contact Us) is the navbar's call to action.
                <MenuLink
                  key={item.title}
                  to={item.targetUrl}
                  className={`nav-link${index === menu.length - 1 ? ' nav-cta' : ''}`}
                  onClick={collapse}
                >
                  {item.title}
                </MenuLink>
              ) : null,
            )}
          </nav>
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
