import { describe, expect, it } from 'vitest';
import { matchScreen } from './match-screen';

describe('matchScreen', () => {
  it('matches static paths exactly, ignoring a trailing slash', () => {
    expect(matchScreen('/admin/openings', '/admin/openings')).toEqual({});
    expect(matchScreen('/admin/openings', '/admin/openings/')).toEqual({});
    expect(matchScreen('/admin/openings', '/admin/opening')).toBeUndefined();
    expect(matchScreen('/admin/openings', '/admin/openings/12')).toBeUndefined();
  });

  it('reads parameters, decoded', () => {
    expect(matchScreen('/admin/openings/:reqId/edit', '/admin/openings/12/edit')).toEqual({ reqId: '12' });
    expect(matchScreen('/admin/applications/:id', '/admin/applications/a%20b')).toEqual({ id: 'a b' });
  });

  it('refuses a malformed escape instead of throwing', () => {
    expect(matchScreen('/admin/applications/:id', '/admin/applications/%E0%A4%A')).toBeUndefined();
  });
});
