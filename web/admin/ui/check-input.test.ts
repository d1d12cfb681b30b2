import { describe, expect, it } from 'vitest';
import { SignInRequest } from '#contracts/admin/auth';
import { InviteRequest } from '#contracts/admin/users';
import { checkInput } from './check-input';

describe('checkInput', () => {
  it('answers the parsed data when the values pass the contract', () => {
    expect(checkInput(SignInRequest, { email: 'a@example.com', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'a@example.com', password: 'x' },
    });
  });

  it('answers one message per field, starting with the field label', () => {
    const result = checkInput(
      InviteRequest,
      { email: 'nope', name: '', role: 'owner' },
      { email: 'The e-mail address', name: 'The name' },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('The e-mail address must be a valid e-mail address.');
    expect(result.errors.name).toBe('The name is required.');
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'name', 'role']);
  });
});
