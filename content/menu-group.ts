import type { MenuItem } from '#contracts/content';

/** A titled group of a submenu: a heading in the desktop mega menu and in the phone accordion. */
export const group = (title: string, items: MenuItem[]): MenuItem => ({ title, subMenu: items });

/** The links a menu entry leads to (its own target, or every link of its submenu and groups). */
export const leavesOf = (item: MenuItem): Array<{ title: string; targetUrl: string }> => [
  ...(item.targetUrl ? [{ title: item.title, targetUrl: item.targetUrl }] : []),
  ...(item.subMenu ?? []).flatMap(leavesOf),
];
