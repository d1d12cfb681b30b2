/** A post's date as the blog shows it ("March 4, 2025"): the site's one long date format. */
export { longUsDate as formatBlogDate } from '#contracts/long-date';
