/**
 * An audit entry in words: what happened ("Opened the resume of {record}"), the kind of record it was
 * about ("application") and where that record is in the console. The log stores codes
 * (`resume.open`, `application` + id); this is the one place that reads them for a person. An action
 * this table does not know yet (a new screen's) still reads, from its code: "client · create".
 */
import type { AuditEntry } from '#contracts/admin/privacy';
import { consolePaths } from '../console-paths';

/** `{record}` stands for the record the entry names (a link when it is still held). */
const ACTIONS: Record<string, string> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-out': 'Signed out',
  'auth.sign-in-failed': 'Failed to sign in',
  'auth.sign-in-limited': 'Was held back from signing in (too many tries)',
  'auth.password-reset-request': 'Asked for a password reset',
  'auth.password-reset': 'Set a new password from a reset link',
  'account.setup-start': 'Opened their set-up link',
  'account.setup': 'Set up their account',
  'account.password-change': 'Changed their password',
  'account.password-change-failed': 'Tried to change their password (the current one was wrong)',
  'account.totp-start': 'Started adding an authenticator app',
  'account.totp-enable': 'Turned on two-step sign-in',
  'account.totp-disable': 'Turned off two-step sign-in',
  'account.recovery-codes': 'Made new recovery codes',
  'access.denied': 'Was refused a screen or an action',
  'home.view': 'Opened Home',
  'home.seen': 'Marked Home as seen',
  'home.settings': 'Changed their Home settings',
  'report.view': 'Read a report',
  'report.export': 'Downloaded a report as CSV',
  'reports.settings': 'Changed the hours a month behind the run-rate',
  'reports.digest': 'Turned their weekly digest on or off',
  'audit.view': 'Read the audit log',
  'openings.list': 'Listed openings',
  'opening.view': 'Opened {record}',
  'opening.create': 'Created {record}',
  'opening.update': 'Edited {record}',
  'opening.publish': 'Published {record}',
  'opening.close': 'Closed {record}',
  'opening.reopen': 'Reopened {record}',
  'opening.duplicate': 'Duplicated {record}',
  'opening.board': 'Opened the board of {record}',
  'applications.list': 'Listed applicants',
  'applications.ids': 'Selected every matching applicant',
  'applications.bulk-move': 'Moved several applicants at once',
  'applications.export': 'Exported applicants as a spreadsheet',
  'application.view': 'Opened {record}',
  'application.status': 'Moved {record}',
  'application.note': 'Added a note to {record}',
  'application.rating': 'Rated {record}',
  'application.mail': 'Mailed {record}',
  'application.neighbours': 'Stepped through the applicants at {record}',
  'application.resume-link': 'Asked for the resume of {record}',
  'resume.open': 'Opened the resume of {record}',
  'resume.preview': 'Previewed the resume of {record}',
  'candidate.view': 'Opened {record}',
  'candidate.merge': 'Merged another profile into {record}',
  'candidate.merge-undo': 'Undid a merge into {record}',
  'candidate.dismiss-duplicate': 'Marked {record} as not a duplicate',
  'candidates.duplicates': 'Listed possible duplicates',
  'internships.list': 'Listed internship applications',
  'internship.view': 'Opened {record}',
  'internship.status': 'Moved {record}',
  'internship.note': 'Added a note to {record}',
  'internship.resume-link': 'Asked for the resume of {record}',
  'internship.rating': 'Rated {record}',
  'internships.board': 'Opened the internships board',
  'internships.ids': 'Selected every internship application matching a filter',
  'internships.bulk-move': 'Moved several internship applicants at once',
  'contact-messages.list': 'Listed contact messages',
  'contact-message.view': 'Opened {record}',
  'contact-message.status': 'Marked {record}',
  'contact-message.note': 'Added a note to {record}',
  'mail-templates.list': 'Listed mail templates',
  'mail-template.create': 'Created {record}',
  'mail-template.update': 'Edited {record}',
  'mail-template.delete': 'Deleted {record}',
  'reason.create': 'Added {record}',
  'reason.change': 'Renamed or retired {record}',
  'users.list': 'Listed accounts',
  'user.create': 'Invited {record}',
  'user.update': 'Changed {record}',
  'user.invitation': 'Sent a new set-up link to {record}',
  'user.create-admin-cli': 'Created an admin from the command line',
  'privacy.export': 'Exported what is held about {record}',
  'privacy.erase': 'Erased {record}',
};

/** The kinds of record, as a person names them. */
const RECORD_TYPES: Record<string, string> = {
  application: 'application',
  candidate: 'candidate profile',
  opening: 'opening',
  internship: 'internship application',
  'contact-message': 'contact message',
  user: 'account',
  'mail-template': 'mail template',
  reason: 'reason for a rejection or withdrawal',
  person: 'person',
};

const words = (code: string) => code.replace(/[._-]+/g, ' ').trim();

/** "Opened the resume of {record}" for `resume.open`; a code it does not know reads "client · create". */
export const actionWords = (action: string): string => {
  const known = ACTIONS[action];
  if (known) return known;
  const [subject = action, ...rest] = action.split('.');
  return rest.length ? `${words(subject)} · ${words(rest.join(' '))} {record}` : words(action);
};

/** The action as the filter lists it: its words without the record ("Opened the resume of …"). */
export const actionChoice = (action: string): string =>
  actionWords(action)
    .replace(/\s*\{record\}/, ' …')
    .trim();

export const recordTypeWords = (type: string): string => RECORD_TYPES[type] ?? words(type);

/**
 * The filter's choices for the actions the log holds, by their words; two actions that read alike
 * ("Moved …" an application and an internship application) each name their record's kind.
 */
export function actionChoices(actions: readonly string[]): Array<{ value: string; label: string }> {
  const labels = actions.map((action) => ({ value: action, label: actionChoice(action) }));
  const counts = new Map<string, number>();
  for (const { label } of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return labels
    .map(({ value, label }) =>
      (counts.get(label) ?? 0) > 1
        ? { value, label: `${label} (${recordTypeWords(value.split('.')[0] ?? value)})` }
        : { value, label },
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Where the record is in the console; null for kinds that have no screen of their own. */
export function recordPath(type: string, id: string): string | null {
  switch (type) {
    case 'application':
      return consolePaths.application(id);
    case 'candidate':
      return consolePaths.candidate(id);
    case 'opening':
      return consolePaths.opening(id);
    case 'internship':
      return consolePaths.internship(id);
    case 'contact-message':
      return consolePaths.message(id);
    case 'user':
      return consolePaths.users;
    case 'mail-template':
      return consolePaths.mailTemplates;
    case 'reason':
      return consolePaths.reasons;
    default:
      return null;
  }
}

/** The record as the sentence names it, and where it links (null: not held any more, or no screen). */
export function recordOf(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>): {
  text: string;
  href: string | null;
} | null {
  if (!entry.targetType) return null;
  const kind = recordTypeWords(entry.targetType);
  if (entry.targetType === 'person') return { text: 'a person (named in the log only by a hash)', href: null };
  if (entry.targetLabel && entry.targetId) {
    return { text: `the ${kind} “${entry.targetLabel}”`, href: recordPath(entry.targetType, entry.targetId) };
  }
  return { text: `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} that is no longer held`, href: null };
}

/** Where a move went ("to Interview"), from a `….status` entry's detail; empty otherwise. */
export function moveTarget(entry: Pick<AuditEntry, 'action' | 'detail'>): string {
  if (!entry.action.endsWith('.status') || !entry.detail) return '';
  try {
    const detail = JSON.parse(entry.detail) as { status?: unknown };
    if (typeof detail.status !== 'string') return '';
    const stage = words(detail.status);
    return ` to ${stage.charAt(0).toUpperCase()}${stage.slice(1)}`;
  } catch {
    return '';
  }
}

/** The whole sentence as plain text (for tests and the raw view's summary). */
export function entryText(
  entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'targetLabel'> & { detail?: string | null },
): string {
  const record = recordOf(entry);
  const sentence = `${actionWords(entry.action)}${moveTarget({ action: entry.action, detail: entry.detail ?? null })}`;
  if (sentence.includes('{record}')) return sentence.replace('{record}', record?.text ?? 'a record').trim();
  return record ? `${sentence} (${record.text})` : sentence;
}
