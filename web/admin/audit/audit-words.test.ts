import { describe, expect, it } from 'vitest';
import { actionChoice, actionChoices, entryText, recordOf } from './audit-words';

const entry = (action: string, targetType: string | null = null, targetLabel: string | null = null) => ({
  action,
  targetType,
  targetId: targetType ? '92e12e81-0000-4000-8000-000000000001' : null,
  targetLabel,
});

describe('an audit entry in words', () => {
  it('says what happened to which record, not its code and id', () => {
    expect(entryText(entry('resume.open', 'application', 'Tara Audit'))).toBe(
      'Opened the resume of the application “Tara Audit”',
    );
    expect(entryText(entry('opening.publish', 'opening', 'Data Engineer'))).toBe(
      'Published the opening “Data Engineer”',
    );
    expect(entryText(entry('auth.sign-in'))).toBe('Signed in');
    expect(
      entryText({
        ...entry('application.status', 'application', 'Tara Audit'),
        detail: '{"status":"client_interview","note":false}',
      }),
    ).toBe('Moved the application “Tara Audit” to Client interview');
    expect(
      entryText({
        ...entry('internship.status', 'internship', 'Ivy Intern'),
        detail: '{"status":"joined","note":false}',
      }),
    ).toBe('Moved the internship application “Ivy Intern” to Joined');
    expect(entryText(entry('internships.bulk-move'))).toBe('Moved several internship applicants at once');
    expect(entryText(entry('internship.rating', 'internship', 'Ivy Intern'))).toBe(
      'Rated the internship application “Ivy Intern”',
    );
  });

  it('links the record while it is held, and says when it is not', () => {
    expect(recordOf(entry('application.view', 'application', 'Tara Audit'))?.href).toBe(
      '/admin/applications/92e12e81-0000-4000-8000-000000000001',
    );
    expect(recordOf(entry('application.view', 'application'))).toEqual({
      text: 'an application that is no longer held',
      href: null,
    });
    expect(entryText(entry('privacy.erase', 'person'))).toBe('Erased a person (named in the log only by a hash)');
  });

  it('still reads an action it does not know yet', () => {
    expect(entryText(entry('client.create', 'client', 'Acme'))).toBe('client · create the client “Acme”');
    expect(actionChoice('resume.open')).toBe('Opened the resume of …');
    expect(actionChoice('auth.sign-in')).toBe('Signed in');
    expect(actionChoices(['internship.status', 'auth.sign-in', 'application.status'])).toEqual([
      { value: 'application.status', label: 'Moved … (application)' },
      { value: 'internship.status', label: 'Moved … (internship application)' },
      { value: 'auth.sign-in', label: 'Signed in' },
    ]);
  });
});
