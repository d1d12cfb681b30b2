/** The menu the navigation bar shows in a build with `VITE_MENU_VARIANT=ai` (see content/shown-menu.ts). */
export { aiMenu as shownMenu } from './ai-menu';
