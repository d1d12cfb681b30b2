import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { statusNoteForm } from '#contracts/admin/common';
import type { ReasonKind } from '#contracts/admin/reasons';
import { ReasonSelect } from '../reasons/reason-select';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form';
import type { ClientResult } from '../api/admin-client';
import { isClientError } from '../api/admin-client';
import { FULL_WIDTH } from './form-layout';
import { Notice } from './notice';
import { useConsoleForm } from './use-console-form';

/** Who rejected, asked when the form moves a record to `when` (an application's Rejected). */
export type RejecterChoice<S extends string> = { when: S; labels: Record<'us' | 'client', string> };
/** Which list a move to a status takes its (required) reason from; null when it needs none. */
export type ReasonChoice<S extends string> = (status: S, rejectedBy: 'us' | 'client') => ReasonKind | null;
/** What a move says beside its status and note. */
export type MoveExtras = { rejectedBy?: 'us' | 'client'; reasonId?: string };

/**
 * Moves a record to another status with an optional note, or adds a note alone. `onSave` answers the
 * updated record (shown by the caller) or an error.
 */
export function StatusForm<S extends string, T>({
  current,
  statuses,
  labels,
  rejecter,
  reasonFor,
  onStatus,
  onNote,
  onSaved,
}: {
  current: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  rejecter?: RejecterChoice<S> | undefined;
  reasonFor?: ReasonChoice<S> | undefined;
  onStatus: (status: S, note: string | undefined, extras: MoveExtras) => Promise<ClientResult<T>>;
  onNote: (text: string) => Promise<ClientResult<T>>;
  onSaved: (record: T, message: string) => void;
}) {
  const schema = useMemo(() => statusNoteForm<string>(statuses, current), [statuses, current]);
  const { bind, onSubmit, fail, failure, watch, resetField, formState } = useConsoleForm(schema, {
    defaultValues: { status: current, note: '' },
  });
  const [rejectedBy, setRejectedBy] = useState<'us' | 'client'>('us');
  const [reasonId, setReasonId] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const chosen = watch('status');
  const moving = chosen !== current;
  const asksRejecter = Boolean(rejecter && moving && chosen === rejecter.when);
  const chosenStatus = statuses.find((value) => value === chosen);
  const reasonKind = moving && chosenStatus && reasonFor ? reasonFor(chosenStatus, rejectedBy) : null;
  const send = async (data: { status: string; note: string }) => {
    const status = statuses.find((value) => value === data.status) ?? current;
    const note = data.note;
    const by = rejecter && status === rejecter.when ? rejectedBy : undefined;
    const needs = status !== current && reasonFor ? reasonFor(status, rejectedBy) : null;
    if (needs && !reasonId) return setReasonError('Choose a reason.');
    const extras: MoveExtras = { ...(by ? { rejectedBy: by } : {}), ...(needs ? { reasonId } : {}) };
    const answer = status === current ? await onNote(note) : await onStatus(status, note || undefined, extras);
    if (isClientError(answer)) return fail(`Not saved: ${answer.message}`);
    resetField('note');
    onSaved(answer, status === current ? 'Note added.' : `Moved to ${labels[status]}.`);
  };
  const options = statuses.map((value) => ({
    value,
    label: `${labels[value]}${value === current ? ' (now)' : ''}`,
  }));

  return (
    <Form noValidate onSubmit={onSubmit(send)}>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3 mb-3">
        <SelectField bind={bind('status', 'Status')} col={FULL_WIDTH} options={options} />
        {asksRejecter && rejecter ? (
          <fieldset className="col-12">
            <legend className="form-label fs-6 fw-semibold mb-1">Who rejected it?</legend>
            {(['us', 'client'] as const).map((by) => (
              <div className="form-check form-check-inline" key={by}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="rejected-by"
                  id={`rejected-by-${by}`}
                  checked={rejectedBy === by}
                  onChange={() => {
                    setRejectedBy(by);
                    setReasonId('');
                  }}
                />
                <label className="form-check-label" htmlFor={`rejected-by-${by}`}>
                  {rejecter.labels[by]}
                </label>
              </div>
            ))}
          </fieldset>
        ) : null}
        {reasonKind ? (
          <ReasonSelect
            kind={reasonKind}
            value={reasonId}
            onChange={(id) => {
              setReasonId(id);
              setReasonError(null);
            }}
            error={reasonError}
          />
        ) : null}
        <TextField
          bind={bind(
            'note',
            <>
              Note <span className="fw-normal">(optional with a new status)</span>
            </>,
            {
              subject: 'The note',
            },
          )}
          col={FULL_WIDTH}
          as="textarea"
          rows={3}
          maxLength={5000}
        />
      </Row>
      <SubmitButton submitting={formState.isSubmitting}>{moving ? 'Save status' : 'Add note'}</SubmitButton>
    </Form>
  );
}
