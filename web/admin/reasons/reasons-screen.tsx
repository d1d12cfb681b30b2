import { type FormEvent, useId, useState } from 'react';
import { type Reason, REASON_KINDS, REASON_KIND_LABELS, type ReasonKind } from '#contracts/admin/reasons';
import { isClientError } from '../api/admin-client';
import { reasonsApi } from '../api/console-api';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Panel } from '../ui/panel';
import { useResource } from '../ui/use-resource';
import { forgetReasons } from './use-reasons';

type Say = (kind: 'success' | 'error', text: string) => void;

const KIND_HINTS: Record<ReasonKind, string> = {
  us: 'Offered when we reject an application (one, on the board, in bulk, or with a mail).',
  client: 'Offered when the client rejects a candidate, on the submittal’s answer or a move.',
  candidate: 'Offered when the candidate withdraws.',
};

/**
 * The reasons a rejection or a withdrawal must give, one list per kind (admins only): add a reason,
 * rename one, retire one (no longer offered, still shown on the applications that carry it) or bring
 * it back. Nothing is deleted.
 */
export default function ReasonsScreen() {
  const list = useResource((signal) => reasonsApi.list({ signal }), 'reasons');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const items = list.data?.items;
  const say: Say = (kind, text) => {
    setNotice({ kind, text });
    if (kind === 'success') {
      forgetReasons();
      list.reload();
    }
  };
  return (
    <>
      <PageTitle title="Reasons" />
      <p className="console-sub mb-3">
        Every rejection and withdrawal names one of these, and the note beside it is optional. A retired reason is no
        longer offered; applications that carry it keep it.
      </p>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      {list.state === 'error' ? <Notice kind="error">The reasons did not load: {list.message}</Notice> : null}
      {!items ? (
        <Loading />
      ) : (
        <div className="row g-4">
          {REASON_KINDS.map((kind) => (
            <div className="col-lg-4" key={kind}>
              <Panel id={`reasons-${kind}`} title={REASON_KIND_LABELS[kind]}>
                <p className="console-sub">{KIND_HINTS[kind]}</p>
                <ul className="list-unstyled mb-3" aria-labelledby={`reasons-${kind}`}>
                  {items
                    .filter((reason) => reason.kind === kind)
                    .map((reason) => (
                      <ReasonRow key={`${reason.id}:${reason.label}`} reason={reason} say={say} />
                    ))}
                </ul>
                <AddReason kind={kind} say={say} />
              </Panel>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function ReasonRow({ reason, say }: { reason: Reason; say: Say }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(reason.label);
  const [busy, setBusy] = useState(false);
  const change = async (request: { label?: string; retired?: boolean }, done: string) => {
    setBusy(true);
    const answer = await reasonsApi.change(reason.id, request);
    setBusy(false);
    if (isClientError(answer)) return say('error', `Not saved: ${answer.message}`);
    setEditing(false);
    say('success', done);
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim() || label.trim() === reason.label) return setEditing(false);
    void change({ label: label.trim() }, `“${reason.label}” is now “${label.trim()}”.`);
  };
  if (editing) {
    return (
      <li className="border-bottom py-2">
        <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={rename}>
          <div className="flex-grow-1">
            <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-label`}>
              New name for “{reason.label}”
            </label>
            <input
              id={`${id}-label`}
              name="label"
              className="form-control form-control-sm"
              required
              maxLength={120}
              value={label}
              // The field the Rename button asked for.
              autoFocus
              onChange={(event) => setLabel(event.target.value)}
              onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
            />
          </div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            Save
          </button>
          <button type="button" className="btn btn-sm btn-link" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="d-flex align-items-center gap-2 border-bottom py-2">
      <span className={`flex-grow-1${reason.retired ? ' text-body-secondary' : ''}`}>
        {reason.label}
        {reason.retired ? <span className="badge text-bg-light border ms-2">Retired</span> : null}
      </span>
      <span className="d-flex gap-2 flex-shrink-0">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={`Rename “${reason.label}”`}
          onClick={() => setEditing(true)}
        >
          Rename
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={busy}
          aria-label={`${reason.retired ? 'Bring back' : 'Retire'} “${reason.label}”`}
          onClick={() =>
            void change(
              { retired: !reason.retired },
              reason.retired ? `“${reason.label}” is offered again.` : `“${reason.label}” is retired.`,
            )
          }
        >
          {reason.retired ? 'Bring back' : 'Retire'}
        </button>
      </span>
    </li>
  );
}

function AddReason({ kind, say }: { kind: ReasonKind; say: Say }) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    setBusy(true);
    const answer = await reasonsApi.create({ kind, label: label.trim() });
    setBusy(false);
    if (isClientError(answer)) return say('error', `Not added: ${answer.message}`);
    setLabel('');
    say('success', `“${answer.label}” added to ${REASON_KIND_LABELS[kind].toLowerCase()}.`);
  };
  return (
    <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={(event) => void add(event)}>
      <div className="flex-grow-1">
        <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-new`}>
          New reason
        </label>
        <input
          id={`${id}-new`}
          name="label"
          className="form-control form-control-sm"
          required
          maxLength={120}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="btn btn-sm btn-primary"
        aria-label={`Add to ${REASON_KIND_LABELS[kind].toLowerCase()}`}
        disabled={busy || !label.trim()}
      >
        Add
      </button>
    </form>
  );
}
