/**
 * Where a candidate came from: the first visit's `utm_*` parameters, the other site that sent them
 * (referrer) and the page they landed on — "first touch". Kept in this browser only (localStorage),
 * only until an application is sent (then forgotten) and at most ATTRIBUTION_MAX_AGE_MS; it travels
 * with the application's candidate record and nowhere else.
 */
import type { ApplicationSource } from '#contracts/api/staffing/applications';

export const ATTRIBUTION_KEY = 'nw-attribution';
export const ATTRIBUTION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_LENGTH = 500;

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type Stored = {
  at: number;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  referrer?: string;
  landing_page?: string;
};

type Visit = { href: string; referrer: string };

const clean = (value: string | null | undefined) => {
  const text = (value ?? '').replace(/[\r\n]+/g, ' ').trim();
  return text === '' ? undefined : text.slice(0, MAX_LENGTH);
};

const storageOrNull = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage turned off (privacy settings): no attribution, nothing breaks.
    return null;
  }
};

function read(storage: Storage | null, now: number): Stored | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ATTRIBUTION_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const stored = parsed as Stored;
    if (typeof stored.at !== 'number' || now - stored.at >= ATTRIBUTION_MAX_AGE_MS) return null;
    return stored;
  } catch {
    return null;
  }
}

/**
 * Remembers this visit's source unless one is already kept (the first touch wins). The referrer is
 * kept only when it is another site; the landing page is this page's path and query.
 */
export function captureAttribution(
  visit: Visit = { href: window.location.href, referrer: document.referrer },
  storage: Storage | null = storageOrNull(),
  now = Date.now(),
): void {
  if (!storage || read(storage, now)) return;
  const url = new URL(visit.href);
  let referrer: string | undefined;
  try {
    referrer = visit.referrer && new URL(visit.referrer).origin !== url.origin ? clean(visit.referrer) : undefined;
  } catch {
    referrer = undefined;
  }
  const stored: Stored = { at: now, referrer, landing_page: clean(`${url.pathname}${url.search}`) };
  for (const name of UTM) stored[name] = clean(url.searchParams.get(name));
  try {
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: no attribution.
  }
}

/** The kept source as the candidate record's fields (none when nothing is kept). */
export function readAttribution(storage: Storage | null = storageOrNull(), now = Date.now()): ApplicationSource {
  const stored = read(storage, now);
  if (!stored) return {};
  const source: ApplicationSource = {
    UTM_SOURCE: stored.utm_source,
    UTM_MEDIUM: stored.utm_medium,
    UTM_CAMPAIGN: stored.utm_campaign,
    UTM_TERM: stored.utm_term,
    UTM_CONTENT: stored.utm_content,
    REFERRER: stored.referrer,
    LANDING_PAGE: stored.landing_page,
  };
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as ApplicationSource;
}

/** Forgets the source (the application has been sent). */
export function clearAttribution(storage: Storage | null = storageOrNull()): void {
  try {
    storage?.removeItem(ATTRIBUTION_KEY);
  } catch {
    // Nothing kept.
  }
}
