/**
 * Matches a path against a screen pattern such as `/admin/openings/:reqId` (static segments and
 * `:name` parameters only). Written here rather than taken from React Router so that the console adds
 * nothing to the framework chunk every public page loads.
 */
export function matchScreen(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) return undefined;
  }
  return params;
}
