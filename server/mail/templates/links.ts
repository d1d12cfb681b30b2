/** Absolute links in mails: the public site's pages and the console's records, from the site's origin. */
import { consolePages } from '#contracts/admin/paths';
import { jobPaths } from '#content/pages/jobs';

const consoleRecord =
  (kind: 'applications' | 'internships' | 'messages' | 'client-requests') => (origin: string, id: string) =>
    `${origin}${consolePages.home}/${kind}/${encodeURIComponent(id)}`;

export const links = {
  job: (origin: string, reqId: number) => `${origin}${jobPaths.description}?jobId=${encodeURIComponent(String(reqId))}`,
  openings: (origin: string) => `${origin}${jobPaths.openings}`,
  consoleApplication: consoleRecord('applications'),
  consoleInternship: consoleRecord('internships'),
  consoleMessage: consoleRecord('messages'),
  consoleClientRequest: consoleRecord('client-requests'),
};

/** The http(s) origin of an absolute link (the staff mails carry theirs in the link itself). */
export const originOf = (link: string): string | undefined => {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};
