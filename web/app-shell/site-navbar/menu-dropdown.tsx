import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MenuItem } from '#contracts/content';
import { Icon } from '../../components/icons/icon';
import { MenuLink } from './menu-link';
import { useDismiss } from './use-dismiss';

/** Pointer devices wide enough for the desktop navbar open submenus on hover. */
const canHover = () => window.matchMedia('(hover: hover) and (min-width: 1200px)').matches;

type Props = { item: MenuItem; id: string; onNavigate: () => void };

/** Keys that move the focus between a submenu's links: the index of the next one (wrapping around). */
const MOVES: Partial<Record<string, (count: number, current: number) => number>> = {
  ArrowDown: (_, current) => current + 1,
  ArrowUp: (count, current) => (current < 0 ? count - 1 : current - 1),
  Home: () => 0,
  End: (count) => count - 1,
};

/**
 * A top-level entry with its submenu, as a disclosure (WAI-ARIA's navigation menu pattern: a button
 * that shows a list of links, no `menu` roles). Click, Enter or Space toggles it; ArrowDown/ArrowUp,
 * Home and End move between its links; Escape closes it and gives the focus back to its button; a
 * click or the focus going elsewhere closes it. On desktop it also opens on hover. A third level is
 * shown as a titled group inside the same list: on desktop the groups stand side by side (a mega
 * menu), on a phone one under the other inside the opened entry (an accordion) — either way every
 * link is one step past its entry. The links are in the HTML while closed (Bootstrap's
 * `.dropdown-menu` hides them), so a crawler without JavaScript finds every page.
 */
export function MenuDropdown({ item, id, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const pressing = useDismiss(rootRef, open, close);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-item') ?? []);
  const focusLink = (move: (count: number, current: number) => number) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[(move(all.length, current) + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (move && (open || event.target === buttonRef.current)) {
      event.preventDefault();
      // A closed list's links are hidden: show them before one takes the focus.
      if (!open) flushSync(() => setOpen(true));
      focusLink(move);
    }
  };
  const onBlur = (event: FocusEvent) => {
    // A press elsewhere closes the list on its click (useDismiss), not here on its way.
    if (!pressing.current && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  // A submenu the pointer opened stays open when the visitor then clicks its button (the click that
  // follows the hover means "show me", not "close").
  const openedByHover = useRef(false);
  const hover = (next: boolean) => {
    if (!canHover()) return;
    if (next !== open) openedByHover.current = next;
    setOpen(next);
  };
  const toggle = () => {
    setOpen(openedByHover.current || !open);
    openedByHover.current = false;
  };
  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  const menuId = `${id}-links`;
  const groups = item.subMenu?.filter((sub) => sub.subMenu).length ?? 0;
  return (
    <div
      ref={rootRef}
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={`nav-link menu-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {item.title}
        <Icon name="chevron-down" size={16} className="menu-toggle__chevron" />
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu${groups > 1 ? ` mega-menu mega-menu--${groups}` : ''}${open ? ' show' : ''}`}
        data-bs-popper="static"
      >
        {item.subMenu?.map((sub, index) =>
          sub.subMenu ? (
            // The list item holds the group, so the submenu's list has only list items (axe's "list" rule).
            <li key={sub.title} className="menu-group">
              <div role="group" aria-labelledby={`${menuId}-${index}`}>
                <p id={`${menuId}-${index}`} className="menu-group-title">
                  {sub.title}
                </p>
                <ul className="list-unstyled mb-0">
                  {sub.subMenu.map((leaf) => (
                    <MenuEntry key={leaf.title} item={leaf} onChoose={choose} />
                  ))}
                </ul>
              </div>
            </li>
          ) : (
            <MenuEntry key={sub.title} item={sub} onChoose={choose} />
          ),
        )}
      </ul>
    </div>
  );
}

function MenuEntry({ item, onChoose }: { item: MenuItem; onChoose: () => void }) {
  if (!item.targetUrl) return null;
  return (
    <li>
      <MenuLink to={item.targetUrl} className="dropdown-item" onClick={onChoose}>
        {item.title}
      </MenuLink>
    </li>
  );
}
