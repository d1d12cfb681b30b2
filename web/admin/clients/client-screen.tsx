import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useLocation } from 'react-router';
import type { ClientDetail } from '#contracts/admin/clients';
import { DESK_ROLES, NoteRequest } from '#contracts/admin/common';
import { SubmitButton, TextField } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { clientsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { useMe } from '../shell/session';
import { DataTable } from '../ui/data-table';
import { DetailList } from '../ui/detail-list';
import { formatCount } from '../ui/format';
import { FULL_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Panel } from '../ui/panel';
import { RecordHistory } from '../ui/record-history';
import { StatusBadge } from '../ui/status-badge';
import { useConsoleForm } from '../ui/use-console-form';
import { useRecord } from '../ui/use-record';
import { ClientDeskPanels } from './client-desk-panels';
import { ContactForm } from './contact-form';

const HISTORY_LABELS = { active: 'Active', archived: 'Archived' };

/** Adds a note to the client's history (anyone on staff). */
function NoteForm({ onNote }: { onNote: (text: string) => Promise<string | null> }) {
  const { bind, onSubmit, fail, failure, reset, formState } = useConsoleForm(NoteRequest, {
    defaultValues: { text: '' },
  });
  return (
    <Form
      noValidate
      onSubmit={onSubmit(async ({ text }) => {
        const problem = await onNote(text);
        if (problem) return fail(problem);
        reset({ text: '' });
      })}
    >
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3 mb-3">
        <TextField
          bind={bind('text', 'Note', { subject: 'The note' })}
          col={FULL_WIDTH}
          as="textarea"
          rows={3}
          maxLength={5000}
        />
      </Row>
      <SubmitButton submitting={formState.isSubmitting}>Add note</SubmitButton>
    </Form>
  );
}

/**
 * One client: its facts, its contacts (hiring managers first), its requirements, then whatever the
 * desk's later panels add (submittals, placements), its notes and history. Account managers and
 * admins edit, archive and keep contacts; everyone on staff reads and adds notes.
 */
export default function ClientScreen() {
  const id = useScreenParam('id');
  const me = useMe();
  const mayEdit = (DESK_ROLES as readonly string[]).includes(me.role);
  const justSaved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const {
    record: client,
    fallback,
    saved,
    change,
  } = useRecord({
    key: id,
    load: (signal) => clientsApi.get(id, { signal }),
    title: 'Client',
    missing: 'There is no such client.',
    sameKey: (record) => record.id === id,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');
  if (!client) return fallback;

  const answered = (answer: Awaited<ReturnType<typeof clientsApi.get>>, message: string) => {
    if (isClientError(answer)) return `Not saved: ${answer.message}`;
    setError('');
    change(answer, message);
    return null;
  };
  const act = async (action: 'archive' | 'restore') => {
    const answer = await clientsApi.act(client.id, action);
    if (isClientError(answer)) return setError(`That did not work: ${answer.message}`);
    change(answer, action === 'archive' ? 'Archived: the client is off the list of active clients.' : 'Restored.');
  };
  const removeContact = async (contactId: string, name: string) => {
    const answer = await clientsApi.removeContact(client.id, contactId);
    if (isClientError(answer)) return setError(`${name} was not removed: ${answer.message}`);
    change(answer, `${name} is no longer a contact.`);
  };

  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.clients}>← All clients</Link>
      </p>
      <PageTitle title={client.name}>
        {client.status === 'archived' ? <StatusBadge status="archived" /> : null}
        {mayEdit ? (
          <>
            <Link className="btn btn-outline-primary" to={consolePaths.editClient(client.id)}>
              Edit
            </Link>
            {client.isNorthwind ? null : client.status === 'active' ? (
              <button type="button" className="btn btn-outline-danger" onClick={() => void act('archive')}>
                Archive
              </button>
            ) : (
              <button type="button" className="btn btn-outline-primary" onClick={() => void act('restore')}>
                Restore
              </button>
            )}
          </>
        ) : null}
      </PageTitle>
      {justSaved && !saved ? <Notice kind="success">Saved.</Notice> : null}
      {saved ? <Notice kind="success">{saved}</Notice> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <div className="console-grid">
        <div>
          <Panel id="client-facts" title="Client">
            <DetailList
              items={[
                ['Industry', client.industry],
                ['Location', client.location],
                ['E-mail domain', client.domain],
                [
                  'Website',
                  client.website ? (
                    <a key="w" href={client.website} target="_blank" rel="noreferrer noopener">
                      {client.website}
                    </a>
                  ) : (
                    ''
                  ),
                ],
                ['Account manager', client.owner?.name ?? ''],
                ['On the public site, when confidential', client.description],
              ]}
            />
          </Panel>
          <Panel id="client-contacts" title={`Contacts (${formatCount(client.contacts.length)})`}>
            <DataTable
              caption="Contacts"
              rows={client.contacts}
              rowKey={(contact) => contact.id}
              empty="No contacts yet."
              columns={[
                {
                  header: 'Name',
                  cell: (contact) => (
                    <>
                      <strong>{contact.name}</strong>{' '}
                      {contact.hiringManager ? <span className="badge text-bg-info">Hiring manager</span> : null}
                      <span className="console-sub">{contact.title || '—'}</span>
                      <span className="console-sub d-md-none text-break">
                        {[contact.email, contact.phone].filter(Boolean).join(' · ')}
                      </span>
                    </>
                  ),
                },
                {
                  header: 'Reach',
                  wide: true,
                  cell: (contact) => (
                    <>
                      {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}
                      <span className="console-sub">{contact.phone}</span>
                    </>
                  ),
                },
                ...(mayEdit
                  ? [
                      {
                        header: 'Actions',
                        cell: (contact: ClientDetail['contacts'][number]) => (
                          <div className="d-flex flex-wrap gap-2">
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-secondary"
                              aria-label={`Edit ${contact.name}`}
                              onClick={() => setEditing(contact.id)}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-danger"
                              aria-label={`Remove ${contact.name}`}
                              onClick={() => void removeContact(contact.id, contact.name)}
                            >
                              Remove
                            </button>
                          </div>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {mayEdit ? (
              <div className="mt-3 pt-3 border-top">
                <h3 className="h6">{editing ? 'Edit the contact' : 'Add a contact'}</h3>
                <ContactForm
                  key={editing ?? 'new'}
                  contact={client.contacts.find((contact) => contact.id === editing)}
                  onCancel={editing ? () => setEditing(null) : undefined}
                  onSave={async (input) => {
                    const problem = answered(
                      await clientsApi.saveContact(client.id, input),
                      editing ? `${input.name} saved.` : `${input.name} added.`,
                    );
                    if (!problem) setEditing(null);
                    return problem;
                  }}
                />
              </div>
            ) : null}
          </Panel>
          <Panel id="client-requirements" title={`Requirements (${formatCount(client.requirements.length)})`}>
            <DataTable
              caption="Requirements"
              rows={client.requirements}
              rowKey={(requirement) => String(requirement.reqId)}
              empty="No requirements yet."
              columns={[
                {
                  header: 'Requirement',
                  cell: (requirement) => (
                    <>
                      <Link to={consolePaths.opening(requirement.reqId)}>{requirement.title}</Link>
                      <span className="console-sub">Job {requirement.reqId}</span>
                    </>
                  ),
                },
                { header: 'Status', cell: (requirement) => <StatusBadge status={requirement.status} /> },
                {
                  header: 'Filled',
                  cell: (requirement) => `${formatCount(requirement.filled)} of ${formatCount(requirement.positions)}`,
                },
              ]}
            />
          </Panel>
          <ClientDeskPanels client={client} />
        </div>
        <div>
          <Panel id="client-note" title="Add a note">
            <NoteForm onNote={async (text) => answered(await clientsApi.addNote(client.id, { text }), 'Note added.')} />
          </Panel>
          <Panel id="client-history" title="History">
            <RecordHistory entries={client.history} labels={HISTORY_LABELS} />
          </Panel>
        </div>
      </div>
    </>
  );
}
