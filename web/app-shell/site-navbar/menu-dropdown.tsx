import { Fragment, useState } from 'react';
import { NavDropdown } from 'react-bootstrap';
import type { MenuItem } from '#contracts/content';
import { MenuLink } from './menu-link';

/** Pointer devices wide enough for the desktop navbar open submenus on hover. */
const canHover = () => window.matchMedia('(hover: hover) and (min-width: 1200px)').matches;

type Props = { item: MenuItem; id: string; onNavigate: () => void };

/**
 * A top-level entry with its submenu. Click, Enter/Space or arrow keys open it, Escape closes it
 * (react-bootstrap's dropdown); on desktop it also opens on hover. A third level is shown as a
 * titled group inside the same menu.
 */
export function MenuDropdown({ item, id, onNavigate }: Props) {
  const [show, setShow] = useState(false);
  const hover = (next: boolean) => () => {
    if (canHover()) setShow(next);
  };
  return (
    <NavDropdown
      id={id}
      title={item.title}
      show={show}
      onToggle={(next) => setShow(next)}
      onMouseEnter={hover(true)}
      onMouseLeave={hover(false)}
      renderMenuOnMount
    >
      {item.subMenu?.map((sub, index) =>
        sub.subMenu ? (
          <Fragment key={sub.title}>
            {index > 0 && <NavDropdown.Divider />}
            <NavDropdown.Header as="p" className="menu-group-title">
              {sub.title}
            </NavDropdown.Header>
            {sub.subMenu.map((leaf) => (
              <MenuEntry key={leaf.title} item={leaf} nested onNavigate={onNavigate} />
            ))}
          </Fragment>
        ) : (
          <MenuEntry key={sub.title} item={sub} onNavigate={onNavigate} />
        ),
      )}
    </NavDropdown>
  );
}

function MenuEntry({ item, nested = false, onNavigate }: { item: MenuItem; nested?: boolean; onNavigate: () => void }) {
  if (!item.targetUrl) return null;
  return (
    <NavDropdown.Item
      as={MenuLink}
      to={item.targetUrl}
      className={nested ? 'menu-nested-item' : undefined}
      onClick={onNavigate}
    >
      {item.title}
    </NavDropdown.Item>
  );
}
