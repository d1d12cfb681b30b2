import { describe, expect, it } from 'vitest';
import { OTHER_RECIPIENT, redactRecipients } from './redact-recipients';

describe('redactRecipients', () => {
  it('keeps the person and shows everyone else as another recipient', () => {
    const stored = JSON.stringify([
      'Priya Raman <Priya@Example.com>',
      'hiring@client.example',
      'Dana Cole <dana@client.example>',
    ]);
    expect(redactRecipients(stored, 'priya@example.com')).toEqual([
      'Priya Raman <Priya@Example.com>',
      OTHER_RECIPIENT,
      OTHER_RECIPIENT,
    ]);
  });

  it('matches a bare address whatever its case, and never a longer address that contains it', () => {
    const stored = JSON.stringify(['PRIYA@example.com', 'xpriya@example.com', 'priya@example.com.evil']);
    expect(redactRecipients(stored, ' priya@example.com ')).toEqual([
      'PRIYA@example.com',
      OTHER_RECIPIENT,
      OTHER_RECIPIENT,
    ]);
  });

  it('reads an empty or unreadable list as no recipients', () => {
    expect(redactRecipients('[]', 'a@b.example')).toEqual([]);
    expect(redactRecipients('not json', 'a@b.example')).toEqual([]);
  });
});
