import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type ContactMessageDetail, ContactReplyRequest, REPLY_BODY_MAX } from '#contracts/admin/inbox';
import { Field, SubmitButton, TextField } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { messagesApi } from '../api/console-api';
import { FULL_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';

/**
 * A reply to a contact message: a subject and plain text, sent in the company's mail layout from its
 * sender with the staff member's address as Reply-To; checked with the contract's schema here and
 * again by the server.
 */
export function ReplyForm({
  message,
  onSent,
}: {
  message: ContactMessageDetail;
  onSent: (record: ContactMessageDetail, text: string) => void;
}) {
  const firstName = message.name.trim().split(/\s+/)[0] ?? '';
  const { bind, onSubmit, fail, failure, register, reset, formState } = useConsoleForm(ContactReplyRequest, {
    defaultValues: { subject: 'Re: your message to Northwind', body: `Hello ${firstName},\n\n` },
  });
  const submit = async (data: ContactReplyRequest) => {
    const answer = await messagesApi.reply(message.id, data);
    if (isClientError(answer)) return fail(`Not sent: ${answer.message}`);
    reset();
    onSent(answer, `Reply “${data.subject}” queued to ${message.email}; it is on the history.`);
  };
  const body = bind('body', 'Your reply', {
    subject: 'The reply',
    hint: 'Plain text. It leaves in the company’s layout; answers come to your address (Reply-To).',
  });
  return (
    <Form noValidate onSubmit={onSubmit(submit)} aria-label="Reply">
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3 mb-3">
        <TextField bind={bind('subject', 'Subject')} col={FULL_WIDTH} autoComplete="off" />
        <div className="col-12">
          <Field {...body}>
            {(props) => (
              <Form.Control as="textarea" rows={7} maxLength={REPLY_BODY_MAX} {...register('body')} {...props} />
            )}
          </Field>
        </div>
      </Row>
      <SubmitButton submitting={formState.isSubmitting} size="sm">
        Send reply to {message.email}
      </SubmitButton>
    </Form>
  );
}
