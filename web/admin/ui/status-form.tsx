import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { statusNoteForm } from '#contracts/admin/common';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form';
import type { ClientResult } from '../api/admin-client';
import { isClientError } from '../api/admin-client';
import { FULL_WIDTH } from './form-layout';
import { Notice } from './notice';
import { useConsoleForm } from './use-console-form';

/**
 * Moves a record to another status with an optional note, or adds a note alone. `onSave` answers the
 * updated record (shown by the caller) or an error.
 */
export function StatusForm<S extends string, T>({
  current,
  statuses,
  labels,
  onStatus,
  onNote,
  onSaved,
}: {
  current: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  onStatus: (status: S, note: string | undefined) => Promise<ClientResult<T>>;
  onNote: (text: string) => Promise<ClientResult<T>>;
  onSaved: (record: T, message: string) => void;
}) {
  const schema = useMemo(() => statusNoteForm<string>(statuses, current), [statuses, current]);
  const { bind, onSubmit, fail, failure, watch, resetField, formState } = useConsoleForm(schema, {
    defaultValues: { status: current, note: '' },
  });
  const moving = watch('status') !== current;
  const send = async (data: { status: string; note: string }) => {
    const status = statuses.find((value) => value === data.status) ?? current;
    const note = data.note;
    const answer = status === current ? await onNote(note) : await onStatus(status, note || undefined);
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
