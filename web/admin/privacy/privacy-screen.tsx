import { useState } from 'react';
import {
  EraseForm,
  type EraseRequest,
  type ErasureReport,
  PersonQuery,
  erasureConfirmation,
} from '#contracts/admin/privacy';
import { SubmitButton, TextField } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { privacyApi } from '../api/console-api';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { downloadFile } from '../ui/download';
import { ConsoleForm, EmailField, FieldRow } from '../ui/console-form';
import { FULL_WIDTH } from '../ui/form-layout';
import { Panel } from '../ui/panel';
import { useConsoleForm } from '../ui/use-console-form';

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
  const [done, setDone] = useState('');
  const { bind, onSubmit, setError, formState } = useConsoleForm(PersonQuery, { defaultValues: { email: '' } });
  const send = async ({ email }: PersonQuery) => {
    setDone('');
    const answer = await privacyApi.exportPerson(email);
    if (isClientError(answer)) return setError('email', { message: answer.message });
    const count =
      answer.applications.length +
      answer.internshipApplications.length +
      answer.contactMessages.length +
      answer.clientRequests.length +
      answer.mails.length +
      answer.notes.length;
    download(answer, `personal-data-${email}.json`);
    setDone(`Exported ${count} record${count === 1 ? '' : 's'} about ${email} (downloaded as JSON).`);
  };

  return (
    <Panel id="privacy-export" title={<>Export a person&rsquo;s data</>}>
      {done ? <Notice kind="success">{done}</Notice> : null}
      <ConsoleForm onSubmit={onSubmit(send)}>
        <FieldRow>
          <EmailField bind={bind('email', 'E-mail address', { subject: 'The e-mail address' })} autoComplete="off" />
        </FieldRow>
        <SubmitButton submitting={formState.isSubmitting}>Export</SubmitButton>
      </ConsoleForm>
    </Panel>
  );
}

function ErasePerson() {
  const [report, setReport] = useState<ErasureReport | null>(null);
  const { bind, onSubmit, fail, failure, watch, resetField, formState, id } = useConsoleForm(EraseForm, {
    defaultValues: { email: '', confirmation: '' },
  });
  const email = watch('email');
  const expected = email.trim() ? erasureConfirmation(email) : '';
  const confirmed = expected !== '' && watch('confirmation').trim() === expected;
  const send = async (data: EraseRequest) => {
    setReport(null);
    const answer = await privacyApi.erase({ email: data.email, confirmation: data.confirmation.trim() });
    if (isClientError(answer)) return fail(answer.message);
    setReport(answer);
    resetField('confirmation');
  };

  return (
    <Panel id="privacy-erase" title={<>Erase a person&rsquo;s data</>} className="border-danger-subtle">
      <p>
        Deletes every application, internship application, message, mail and resume file for the address.{' '}
        <strong>This cannot be undone.</strong>
      </p>
      {report ? (
        <Notice kind="success">
          Erased: {report.candidates} application(s), {report.attachments} attachment(s),{' '}
          {report.internshipApplications} internship application(s), {report.contactMessages} message(s),{' '}
          {report.clientRequests} client request(s), {report.mails} mail(s), {report.files} file(s).
        </Notice>
      ) : null}
      <ConsoleForm onSubmit={onSubmit(send)} failure={failure}>
        <FieldRow>
          <EmailField bind={bind('email', 'E-mail address', { subject: 'The e-mail address' })} autoComplete="off" />
          <TextField
            bind={bind('confirmation', 'Type the confirmation', {
              hint: expected ? (
                <>
                  Type <kbd id={`${id}-expected`}>{expected}</kbd> exactly.
                </>
              ) : (
                'Enter the address first.'
              ),
            })}
            col={FULL_WIDTH}
            autoComplete="off"
          />
        </FieldRow>
        <SubmitButton submitting={formState.isSubmitting} disabled={!confirmed} variant="danger">
          Erase for good
        </SubmitButton>
      </ConsoleForm>
    </Panel>
  );
}
