/**
 * The menu the navigation bar shows: the staffing menu. A build with `VITE_MENU_VARIANT=ai` resolves
 * this module to content/shown-menu-ai.ts instead (vite.config.ts), so the first script of every page
 * carries only the menu it shows; the other menu's links load with the footer.
 */
export { staffingMenu as shownMenu } from './staffing-menu';
