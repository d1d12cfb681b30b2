import { describe, expect, it } from 'vitest';
import { redact } from './desk-mentions';

describe('redact', () => {
  const email = 'dana.w@kestrel.example';

  it('takes out the person named with their address in either form, and the bare address', () => {
    expect(redact('Submitted to Dana Whitfield <dana.w@kestrel.example>.', email, ['Dana Whitfield'])).toBe(
      'Submitted to an erased contact.',
    );
    expect(redact('Dana Whitfield (DANA.W@kestrel.example) asked for 2 × Java', email, ['Dana Whitfield'])).toBe(
      'an erased contact asked for 2 × Java',
    );
    expect(redact('Reply went to dana.w@kestrel.example today', email, [])).toBe(
      'Reply went to an erased contact today',
    );
  });

  it('leaves other people and look-alike addresses alone', () => {
    expect(redact('Panel: Lee Park <lee@kestrel.example>', email, ['Dana Whitfield'])).toBe(
      'Panel: Lee Park <lee@kestrel.example>',
    );
    expect(redact('Sent to danaxw@kestrel.example', email, [])).toBe('Sent to danaxw@kestrel.example');
  });
});
