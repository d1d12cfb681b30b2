import { type FormEvent, useId, useState } from 'react';
import { PersonQuery, erasureConfirmation, type ErasureReport } from '#contracts/admin/privacy';
import { isClientError } from '../api/admin-client';
import { privacyApi } from '../api/console-api';
import { checkInput } from '../ui/check-input';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { TextField } from '../ui/text-field';
import { downloadFile } from '../ui/download';

/** A person's data (admins only): export everything held about an address, or erase it for good. */
export default function PrivacyScreen() {
  return (
    <>
      <PageTitle title="Privacy requests" />
      <p>For a person who asks what we hold about them, or asks us to delete it. Both are written to the audit log.</p>
      <div className="console-grid">
        <ExportPerson />
        <ErasePerson />
      </div>
    </>
  );
}

/** Saves `data` as a JSON file in the browser (nothing is sent anywhere). */
const download = (data: unknown, name: string) => downloadFile(JSON.stringify(data, null, 2), name, 'application/json');

function ExportPerson() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const checked = checkInput(PersonQuery, { email }, { email: 'The e-mail address' });
    if (!checked.ok) return setError(checked.errors.email ?? 'Enter an e-mail address.');
    setError('');
    setBusy(true);
    const answer = await privacyApi.exportPerson(checked.data.email);
    setBusy(false);
    if (isClientError(answer)) return setError(answer.message);
    const count =
      answer.applications.length +
      answer.internshipApplications.length +
      answer.contactMessages.length +
      answer.mails.length +
      answer.notes.length;
    download(answer, `personal-data-${checked.data.email}.json`);
    setDone(`Exported ${count} record${count === 1 ? '' : 's'} about ${checked.data.email} (downloaded as JSON).`);
  };

  return (
    <section className="console-panel" aria-labelledby="privacy-export">
      <h2 id="privacy-export">Export a person&rsquo;s data</h2>
      {done ? <Notice kind="success">{done}</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error || undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Exporting…' : 'Export'}
        </button>
      </form>
    </section>
  );
}

function ErasePerson() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [report, setReport] = useState<ErasureReport | null>(null);
  const [busy, setBusy] = useState(false);
  const expected = email.trim() ? erasureConfirmation(email) : '';
  const confirmed = expected !== '' && confirmation.trim() === expected;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setReport(null);
    const checked = checkInput(PersonQuery, { email }, { email: 'The e-mail address' });
    if (!checked.ok) return setError(checked.errors.email ?? 'Enter an e-mail address.');
    if (!confirmed) return setError(`Type “${expected}” to confirm.`);
    setError('');
    setBusy(true);
    const answer = await privacyApi.erase({ email: checked.data.email, confirmation: confirmation.trim() });
    setBusy(false);
    if (isClientError(answer)) return setError(answer.message);
    setReport(answer);
    setConfirmation('');
  };

  return (
    <section className="console-panel console-danger" aria-labelledby="privacy-erase">
      <h2 id="privacy-erase">Erase a person&rsquo;s data</h2>
      <p>
        Deletes every application, internship application, message, mail and resume file for the address.{' '}
        <strong>This cannot be undone.</strong>
      </p>
      {report ? (
        <Notice kind="success">
          Erased: {report.candidates} application(s), {report.attachments} attachment(s),{' '}
          {report.internshipApplications} internship application(s), {report.contactMessages} message(s), {report.mails}{' '}
          mail(s), {report.files} file(s).
        </Notice>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Type the confirmation"
          name="confirmation"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          hint={
            expected ? (
              <>
                Type <kbd id={`${id}-expected`}>{expected}</kbd> exactly.
              </>
            ) : (
              'Enter the address first.'
            )
          }
        />
        <button type="submit" className="btn btn-danger" disabled={busy || !confirmed}>
          {busy ? 'Erasing…' : 'Erase for good'}
        </button>
      </form>
    </section>
  );
}
