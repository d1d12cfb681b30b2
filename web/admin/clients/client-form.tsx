import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type ClientDetail, ClientInput } from '#contracts/admin/clients';
import { SubmitButton, TextField } from '../../components/ui/form';
import { FULL_WIDTH, HALF_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';

export const emptyClient: ClientInput = {
  name: '',
  description: '',
  industry: '',
  location: '',
  website: '',
  domain: '',
  ownerId: null,
};

export const clientValuesOf = (client: ClientDetail): ClientInput => ({
  name: client.name,
  description: client.description,
  industry: client.industry,
  location: client.location,
  website: client.website,
  domain: client.domain,
  ownerId: client.owner?.id ?? null,
});

/** A client's fields, checked with the contract's schema before they are sent. */
export function ClientForm({
  initial,
  submitLabel,
  onSubmit: save,
}: {
  initial: ClientInput;
  submitLabel: string;
  /** Saves the client; answers a message when it was not saved. */
  onSubmit: (input: ClientInput) => Promise<string | null>;
}) {
  const { bind, onSubmit, fail, failure, formState } = useConsoleForm(ClientInput, { defaultValues: initial });
  const send = async (data: ClientInput) => {
    const problem = await save({ ...data, ownerId: initial.ownerId });
    if (problem) fail(problem);
  };
  return (
    <Form noValidate onSubmit={onSubmit(send)} className="console-panel bg-white border rounded-3 p-4 mb-4">
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3">
        <TextField bind={bind('name', 'Name', { subject: 'The name' })} col={HALF_WIDTH} maxLength={200} required />
        <TextField
          bind={bind('domain', 'E-mail domain', {
            subject: 'The domain',
            hint: 'e.g. contoso.com: a request for talent from this domain is matched to this client.',
          })}
          col={HALF_WIDTH}
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          bind={bind('description', 'Description for the public site', {
            subject: 'The description',
            hint: 'Shown instead of the name on confidential requirements, e.g. "a US health insurer".',
          })}
          col={FULL_WIDTH}
          maxLength={200}
        />
        <TextField bind={bind('industry', 'Industry', { subject: 'The industry' })} col={HALF_WIDTH} maxLength={100} />
        <TextField
          bind={bind('location', 'Location', { subject: 'The location', hint: 'Head office, e.g. Wichita, KS.' })}
          col={HALF_WIDTH}
          maxLength={200}
        />
        <TextField
          bind={bind('website', 'Website', { subject: 'The website' })}
          col={HALF_WIDTH}
          maxLength={200}
          type="url"
        />
      </Row>
      <div className="mt-4 d-flex gap-2">
        <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
