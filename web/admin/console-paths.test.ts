import { describe, expect, it } from 'vitest';
import { consolePaths, safeNext } from './console-paths';

describe('safeNext', () => {
  it('keeps a console path to return to after sign-in', () => {
    expect(safeNext('/admin/applications/7?status=new')).toBe('/admin/applications/7?status=new');
  });

  it('sends anything else to Home, so a crafted link cannot lead off the console', () => {
    for (const next of [
      null,
      '',
      '/',
      '/admin',
      'https://evil.example/admin/x',
      '//evil.example/admin/',
      '/admin\\..\\x',
      '/careers',
    ]) {
      expect(safeNext(next)).toBe(consolePaths.today);
    }
  });
});
