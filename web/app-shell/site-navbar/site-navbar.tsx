import { useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import type { Menu } from '#contracts/content';
import { brand } from '#content/brand';
import { BrandMark } from '../brand-mark';
import { MenuDropdown } from './menu-dropdown';
import { MenuLink } from './menu-link';
import { useScrolledPast } from './use-scrolled-past';

/** The navbar turns solid once the page has scrolled this far (SPEC.md section 9). */
export const SOLID_AFTER_PX = 50;

/** The fixed top navigation bar, built from the menu in the content config. */
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
    <Navbar
      as="header"
      // react-bootstrap gives any non-<nav> navbar role="navigation"; this is the page's banner, and
      // the menu inside it is the navigation landmark.
      role="banner"
      expand="xl"
      fixed="top"
      variant="dark"
      expanded={expanded}
      onToggle={setExpanded}
      className={`site-navbar${solid ? ' is-solid' : ''}`}
      data-solid={solid}
    >
      <Container>
        <Navbar.Brand
          as={Link}
          to="/home"
          className="d-flex align-items-center gap-2"
          aria-label={`${brand.name} home`}
          onClick={collapse}
        >
          <BrandMark />
          <span>{brand.shortName}</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-menu" aria-expanded={expanded} label="Menu" />
        <Navbar.Collapse id="site-menu">
          <Nav as="nav" aria-label="Main" className="ms-auto">
            {menu.map((item, index) =>
              item.subMenu ? (
                <MenuDropdown key={item.title} id={`menu-${index}`} item={item} onNavigate={collapse} />
              ) : item.targetUrl ? (
                <Nav.Link key={item.title} as={MenuLink} to={item.targetUrl} onClick={collapse}>
                  {item.title}
                </Nav.Link>
              ) : null,
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
