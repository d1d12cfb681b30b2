import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type Contact, ContactInput } from '#contracts/admin/clients';
import { SubmitButton, TextField } from '../../components/ui/form';
import { HALF_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';

const EMPTY: ContactInput = { name: '', title: '', email: '', phone: '', hiringManager: false };

/** Adds a contact to a client, or changes `contact`; `onSave` answers a message when it was not saved. */
export function ContactForm({
  contact,
  onSave,
  onCancel,
}: {
  contact?: Contact | undefined;
  onSave: (input: ContactInput) => Promise<string | null>;
  onCancel?: (() => void) | undefined;
}) {
  const initial: ContactInput = contact
    ? {
        contactId: contact.id,
        name: contact.name,
        title: contact.title,
        email: contact.email,
        phone: contact.phone,
        hiringManager: contact.hiringManager,
      }
    : EMPTY;
  const { bind, onSubmit, fail, failure, register, reset, formState, id } = useConsoleForm(ContactInput, {
    defaultValues: initial,
  });
  const send = async (data: ContactInput) => {
    const problem = await onSave({ ...data, ...(contact ? { contactId: contact.id } : {}) });
    if (problem) return fail(problem);
    if (!contact) reset(EMPTY);
  };
  return (
    <Form noValidate onSubmit={onSubmit(send)} aria-label={contact ? `Edit ${contact.name}` : 'Add a contact'}>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3">
        <TextField bind={bind('name', 'Name', { subject: 'The name' })} col={HALF_WIDTH} maxLength={200} required />
        <TextField bind={bind('title', 'Title', { subject: 'The title' })} col={HALF_WIDTH} maxLength={200} />
        <TextField
          bind={bind('email', 'E-mail', { subject: 'The e-mail address' })}
          col={HALF_WIDTH}
          type="email"
          autoComplete="off"
        />
        <TextField
          bind={bind('phone', 'Phone', { subject: 'The phone number' })}
          col={HALF_WIDTH}
          type="tel"
          maxLength={40}
        />
        <Col xs={12}>
          <Form.Check
            id={`${id}-hiringManager`}
            type="checkbox"
            label="Hiring manager (interviews and decides on candidates)"
            {...register('hiringManager')}
          />
        </Col>
      </Row>
      <div className="mt-3 d-flex gap-2">
        <SubmitButton submitting={formState.isSubmitting}>{contact ? 'Save contact' : 'Add contact'}</SubmitButton>
        {onCancel ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </Form>
  );
}
