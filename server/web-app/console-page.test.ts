import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../plugins/security-headers';
import { isConsolePath, withNoindexMeta } from './console-page';

describe('isConsolePath', () => {
  it('matches /admin and every path under it', () => {
    expect(isConsolePath('/admin')).toBe(true);
    expect(isConsolePath('/admin/')).toBe(true);
    expect(isConsolePath('/admin/openings/12/edit')).toBe(true);
  });

  it('leaves public paths that only start alike', () => {
    expect(isConsolePath('/administration')).toBe(false);
    expect(isConsolePath('/admins/x')).toBe(false);
    expect(isConsolePath('/careers/admin')).toBe(false);
    expect(isConsolePath('/')).toBe(false);
  });
});

describe('withNoindexMeta', () => {
  const shell =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><script>a()</script></body></html>';

  it('puts a robots noindex meta first in <head>, once', () => {
    const html = withNoindexMeta(shell);
    expect(html).toContain('<head><meta name="robots" content="noindex, nofollow"/><meta charSet="utf-8"/>');
    expect(withNoindexMeta(html)).toBe(html);
  });

  it('keeps the inline scripts as they are, so the CSP hashes still allow them', () => {
    expect(inlineScriptHashes(withNoindexMeta(shell))).toEqual(inlineScriptHashes(shell));
  });
});
