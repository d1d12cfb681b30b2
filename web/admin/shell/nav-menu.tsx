import { type FocusEvent, type KeyboardEvent, useId, useRef } from 'react';
import { Link } from 'react-router';
import { type NavGroup, type NavItem, inSection } from './console-nav';

/**
 * A group of sections in the header: a button that discloses their links (the disclosure pattern:
 * Enter or Space opens it, Tab walks its links, Escape closes it and returns to the button, and it
 * closes when the focus or a click goes elsewhere). The button is marked current (aria-current) when
 * the screen is one of its sections.
 */
export function NavMenu({
  group,
  items,
  pathname,
  open,
  onOpenChange,
}: {
  group: NavGroup;
  items: readonly NavItem[];
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const current = items.some((item) => inSection(pathname, item.href));
  const links = () => [...(button.current?.parentElement?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    // Arrow keys move between the open menu's links, as in a menu (Tab does too).
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open) {
      event.preventDefault();
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (at + 1) % all.length : (at <= 0 ? all.length : at) - 1;
      all[next]?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li className="nav-item dropdown console-nav-group" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown-toggle px-lg-2 rounded text-nowrap border-0 bg-transparent"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {group.label}
      </button>
      <ul id={listId} className={`dropdown-menu${open ? ' show' : ''}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className={`dropdown-item${inSection(pathname, item.href) ? ' active' : ''}`}
              aria-current={inSection(pathname, item.href) ? 'page' : undefined}
              onClick={() => onOpenChange(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
