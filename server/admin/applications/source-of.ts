/** Where the candidate came from: the campaign's source, else the referring site's host. */
export const sourceOf = (row: { utm_source: string | null; referrer: string | null }): string | null => {
  if (row.utm_source) return row.utm_source;
  if (!row.referrer) return null;
  try {
    return new URL(row.referrer).host || row.referrer;
  } catch {
    return row.referrer;
  }
};
