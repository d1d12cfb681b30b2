import { Suspense, lazy } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useController } from 'react-hook-form';
import { type OpeningDetail, OpeningForm as OpeningFormSchema, type OpeningInput } from '#contracts/admin/openings';
import type { Country } from '#contracts/api/staffing/reference';
import { FieldError, SelectField, SubmitButton, TextField } from '../../components/ui/form';
import { FULL_WIDTH, HALF_WIDTH } from '../ui/form-layout';
import { Loading, Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type OpeningValues = OpeningFormSchema;

export const emptyOpening: OpeningValues = {
  title: '',
  location: '',
  countryUuid: '',
  positionType: 'Full-Time',
  workMode: 'Hybrid',
  rate: '',
  interviewType: '',
  travel: false,
  descriptionHtml: '',
  validThrough: '',
};

export const valuesOf = (opening: OpeningDetail): OpeningValues => ({
  title: opening.title,
  location: opening.location,
  countryUuid: opening.countryUuid,
  positionType: opening.positionType,
  workMode: opening.workMode,
  rate: opening.rate,
  interviewType: opening.interviewType,
  travel: opening.travel,
  descriptionHtml: opening.descriptionHtml,
  validThrough: opening.validThrough ?? '',
});

const POSITION_TYPES = [
  { value: 'Full-Time', label: 'Full-time' },
  { value: 'Contract', label: 'Contract' },
];

/** The opening's fields, checked with the contract's schema before they are sent. */
export function OpeningForm({
  initial,
  countries,
  submitLabel,
  onSubmit: save,
}: {
  initial: OpeningValues;
  countries: Country[];
  submitLabel: string;
  /** Saves the opening; answers a message when it was not saved. */
  onSubmit: (input: OpeningInput) => Promise<string | null>;
}) {
  const { bind, onSubmit, fail, failure, control, register, formState, id } = useConsoleForm(OpeningFormSchema, {
    defaultValues: initial,
  });
  const description = useController({ control, name: 'descriptionHtml' });
  const descriptionError = bind('descriptionHtml', 'Description', { subject: 'The description' });
  const send = async (data: OpeningFormSchema) => {
    const problem = await save({ ...data, validThrough: data.validThrough || null });
    if (problem) fail(problem);
  };

  return (
    <Form noValidate onSubmit={onSubmit(send)} className="console-panel bg-white border rounded-3 p-4 mb-4">
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3">
        <TextField bind={bind('title', 'Title', { subject: 'The title' })} col={FULL_WIDTH} maxLength={200} required />
        <TextField
          bind={bind('location', 'Location', {
            subject: 'The location',
            hint: 'City and state, e.g. Pune, Maharashtra.',
          })}
          col={HALF_WIDTH}
          maxLength={200}
          required
        />
        <SelectField
          bind={bind('countryUuid', 'Country', { subject: 'The country' })}
          col={HALF_WIDTH}
          placeholder="Choose a country"
          options={countries.map((country) => ({ value: country.COUNTRY_UUID, label: country.COUNTRY_NAME }))}
          required
        />
        <SelectField
          bind={bind('positionType', 'Type', { subject: 'The type' })}
          col={HALF_WIDTH}
          options={POSITION_TYPES}
        />
        <TextField
          bind={bind('workMode', 'Work mode', { subject: 'The work mode' })}
          col={HALF_WIDTH}
          list={`${id}-work-modes`}
          maxLength={100}
          required
        >
          <datalist id={`${id}-work-modes`}>
            <option value="Remote" />
            <option value="Hybrid" />
            <option value="On-site" />
          </datalist>
        </TextField>
        <TextField
          bind={bind('rate', 'Rate', {
            subject: 'The rate',
            hint: 'As candidates should read it, e.g. "$80 per hour" or "₹18 - 24 LPA". May be left empty.',
          })}
          col={HALF_WIDTH}
          maxLength={100}
        />
        <TextField
          bind={bind('interviewType', 'Interview type', {
            subject: 'The interview type',
            hint: 'e.g. Video, then on-site.',
          })}
          col={HALF_WIDTH}
          maxLength={200}
        />
        <TextField
          bind={bind('validThrough', 'Applications close on', {
            subject: 'The closing date',
            hint: 'Optional. Leave empty to keep the opening open until you close it.',
          })}
          col={HALF_WIDTH}
          type="date"
        />
        <Col xs={12}>
          <Form.Check id={`${id}-travel`} type="checkbox" label="The role involves travel" {...register('travel')} />
        </Col>
        <Col xs={12}>
          <span className="form-label d-block" id={`${id}-descriptionHtml-label`}>
            Description
          </span>
          <Suspense fallback={<Loading label="Loading the editor…" />}>
            <RichTextEditor
              html={description.field.value}
              onChange={description.field.onChange}
              labelledBy={`${id}-descriptionHtml-label`}
              describedBy={descriptionError.error ? descriptionError.ids.error : undefined}
              invalid={Boolean(descriptionError.error)}
            />
          </Suspense>
          <FieldError id={descriptionError.ids.error} message={descriptionError.error} />
        </Col>
      </Row>
      <div className="mt-4 d-flex gap-2">
        <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
