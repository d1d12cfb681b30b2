/**
 * What the pre-rendered HTML and the server agree on for absolute URLs (canonical, Open Graph).
 * Pages are pre-rendered at build time, but the public origin (PUBLIC_URL) is a server setting: the
 * build writes this placeholder origin and the server replaces it with its public origin when it
 * sends the page. `.invalid` is reserved (RFC 2606), so it never collides with a real host.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/** The picture shared pages show in link previews (1200×630 PNG; SVG is not accepted by most). */
export const DEFAULT_SOCIAL_IMAGE = { path: '/images/social/northwind-card.png', width: 1200, height: 630 } as const;

/**
 * The job page of an open job carries its text in the HTML the server sends: the opening as JSON
 * (read by the app before its first render) and, in two elements the pre-rendered page leaves for
 * it, the title band and the job's details written from the same opening. The app keeps that markup
 * while it hydrates, then renders the same opening itself.
 */
export const JOB_DATA_ELEMENT_ID = 'nw-job-data';
export const JOB_TITLE_ISLAND_ID = 'nw-job-title';
export const JOB_BODY_ISLAND_ID = 'nw-job-body';

/**
 * The openings board's first page in the HTML the server sends: the board's markup (the query the
 * URL names, its first page of openings, the counts) in the board's element, and the same answer as
 * JSON for the app, which takes over without asking the API again.
 */
export const OPENINGS_DATA_ELEMENT_ID = 'nw-openings-data';
export const OPENINGS_ISLAND_ID = 'nw-openings';

/** The application panel's anchor on a job page: the sticky Apply link on phones jumps to it. */
export const APPLY_ANCHOR_ID = 'apply';
export const STICKY_APPLY_LABEL = 'Apply now';
/** The Share button as the server writes it (the app renders the same markup, then makes it work). */
export const SHARE_JOB_HTML =
  '<div class="share-job"><button type="button" class="btn btn-outline-secondary btn-sm">Share this job</button><span class="share-job__status" role="status"></span></div>';
