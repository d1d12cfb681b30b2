import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import { reasonsFor } from '#contracts/admin/reasons';
import {
  type Submittal,
  type SubmittalAnswer,
  SubmittalAnswerForm,
  type SubmittalAnswerInput,
} from '#contracts/admin/submittals';
import { RadioField, SelectField, SubmitButton, TextField, choicesOf } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { FULL_WIDTH, HALF_WIDTH } from '../ui/form-layout';
import { useConsoleForm } from '../ui/use-console-form';
import { useReasons } from '../reasons/use-reasons';
import { submittalsApi } from './desk-api';

const ANSWERS = { interview_requested: 'Interview requested', rejected: 'Rejected', offer: 'Offer' } as const;
const today = () => new Date().toISOString().slice(0, 10);

/** The client's answer to a submittal, in one step: what they said, the day, and why (a rejection). */
export function AnswerDialog({
  submittal,
  onHide,
  onDone,
}: {
  submittal: Submittal;
  onHide: () => void;
  onDone: (updated: Submittal) => void;
}) {
  const { bind, onSubmit, control, fail, failure, formState } = useConsoleForm(SubmittalAnswerForm, {
    defaultValues: {
      answer: submittal.state === 'interview_requested' ? 'offer' : 'interview_requested',
      date: today(),
      reason: null,
      note: '',
    } as SubmittalAnswerInput,
  });
  const answer = useWatch({ control, name: 'answer' });
  // The client's reasons, as admins keep them (retired ones are not offered).
  const reasons = reasonsFor(useReasons() ?? [], 'client');
  const submit = async (data: SubmittalAnswer) => {
    const result = await submittalsApi.answer(submittal.id, {
      ...data,
      reason: data.answer === 'rejected' ? data.reason || null : null,
    });
    if (isClientError(result)) return fail(`The answer was not saved: ${result.message}`);
    onDone(result);
  };
  const title = `Client’s answer: ${submittal.candidate.name}`;
  return (
    <Modal show onHide={onHide} aria-labelledby="answer-title">
      <Modal.Header closeButton>
        <Modal.Title id="answer-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <ConsoleForm onSubmit={onSubmit(submit)} failure={failure} label={title}>
        <Modal.Body>
          <p className="text-body-secondary">
            Sent to {submittal.recipients.map((r) => r.name).join(', ')} for{' '}
            {submittal.opening?.title ?? 'the requirement'}.
          </p>
          <FieldRow>
            <RadioField
              bind={bind('answer', 'The client asked for')}
              col={FULL_WIDTH}
              options={choicesOf(Object.keys(ANSWERS), ANSWERS)}
            />
            <TextField bind={bind('date', 'On', { subject: 'The date' })} col={HALF_WIDTH} type="date" />
            {answer === 'rejected' ? (
              <SelectField
                bind={bind('reason', 'Reason', { mark: 'required' })}
                col={HALF_WIDTH}
                placeholder="Choose a reason"
                options={reasons.map((reason) => ({ value: reason.id, label: reason.label }))}
              />
            ) : null}
            <TextField bind={bind('note', 'Note', { mark: 'optional' })} col={FULL_WIDTH} as="textarea" rows={3} />
          </FieldRow>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={onHide}>
            Cancel
          </Button>
          <SubmitButton submitting={formState.isSubmitting}>Save the answer</SubmitButton>
        </Modal.Footer>
      </ConsoleForm>
    </Modal>
  );
}
