import { type FormEvent, type ReactNode, Suspense, lazy, useId, useState } from 'react';
import { OpeningInput, type OpeningDetail } from '#contracts/admin/openings';
import type { Country } from '#contracts/api/staffing/reference';
import { type FieldErrors, checkInput } from '../ui/check-input';
import { Loading, Notice } from '../ui/notice';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type OpeningValues = {
  title: string;
  location: string;
  countryUuid: string;
  positionType: string;
  workMode: string;
  rate: string;
  interviewType: string;
  travel: boolean;
  descriptionHtml: string;
  validThrough: string;
};

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

const LABELS: Record<string, string> = {
  title: 'The title',
  location: 'The location',
  countryUuid: 'The country',
  positionType: 'The type',
  workMode: 'The work mode',
  rate: 'The rate',
  interviewType: 'The interview type',
  descriptionHtml: 'The description',
  validThrough: 'The closing date',
};

/** The opening's fields, checked with the contract's schema before they are sent. */
export function OpeningForm({
  initial,
  countries,
  submitLabel,
  onSubmit,
}: {
  initial: OpeningValues;
  countries: Country[];
  submitLabel: string;
  onSubmit: (input: OpeningInput) => Promise<string | FieldErrors | null>;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof OpeningValues>(name: K, value: OpeningValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = checkInput(OpeningInput, { ...values, validThrough: values.validThrough || null }, LABELS);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const problem = await onSubmit(checked.data);
    setBusy(false);
    if (typeof problem === 'string') setFailure(problem);
    else if (problem) setErrors(problem);
  };

  const field = (name: keyof OpeningValues, label: string, control: ReactNode, hint?: string, span = false) => (
    <div className={span ? 'console-span-2' : undefined}>
      <label className="form-label" htmlFor={`${id}-${name}`} id={`${id}-${name}-label`}>
        {label}
      </label>
      {control}
      {hint ? (
        <div className="form-text" id={`${id}-${name}-hint`}>
          {hint}
        </div>
      ) : null}
      {errors[name] ? (
        <div className="invalid-feedback d-block" id={`${id}-${name}-error`}>
          {errors[name]}
        </div>
      ) : null}
    </div>
  );
  const a11y = (name: keyof OpeningValues, hint = false) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
      undefined,
  });
  const inputClass = (name: keyof OpeningValues, base = 'form-control') =>
    `${base}${errors[name] ? ' is-invalid' : ''}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="console-panel">
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="console-form">
        {field(
          'title',
          'Title',
          <input
            {...a11y('title')}
            className={inputClass('title')}
            value={values.title}
            maxLength={200}
            required
            onChange={(event) => set('title', event.target.value)}
          />,
          undefined,
          true,
        )}
        {field(
          'location',
          'Location',
          <input
            {...a11y('location', true)}
            className={inputClass('location')}
            value={values.location}
            maxLength={200}
            required
            onChange={(event) => set('location', event.target.value)}
          />,
          'City and state, e.g. Pune, Maharashtra.',
        )}
        {field(
          'countryUuid',
          'Country',
          <select
            {...a11y('countryUuid')}
            className={inputClass('countryUuid', 'form-select')}
            value={values.countryUuid}
            required
            onChange={(event) => set('countryUuid', event.target.value)}
          >
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.COUNTRY_UUID} value={country.COUNTRY_UUID}>
                {country.COUNTRY_NAME}
              </option>
            ))}
          </select>,
        )}
        {field(
          'positionType',
          'Type',
          <select
            {...a11y('positionType')}
            className={inputClass('positionType', 'form-select')}
            value={values.positionType}
            onChange={(event) => set('positionType', event.target.value)}
          >
            <option value="Full-Time">Full-time</option>
            <option value="Contract">Contract</option>
          </select>,
        )}
        {field(
          'workMode',
          'Work mode',
          <>
            <input
              {...a11y('workMode')}
              className={inputClass('workMode')}
              list={`${id}-work-modes`}
              value={values.workMode}
              maxLength={100}
              required
              onChange={(event) => set('workMode', event.target.value)}
            />
            <datalist id={`${id}-work-modes`}>
              <option value="Remote" />
              <option value="Hybrid" />
              <option value="On-site" />
            </datalist>
          </>,
        )}
        {field(
          'rate',
          'Rate',
          <input
            {...a11y('rate', true)}
            className={inputClass('rate')}
            value={values.rate}
            maxLength={100}
            onChange={(event) => set('rate', event.target.value)}
          />,
          'As candidates should read it, e.g. "$80 per hour" or "₹18 - 24 LPA". May be left empty.',
        )}
        {field(
          'interviewType',
          'Interview type',
          <input
            {...a11y('interviewType', true)}
            className={inputClass('interviewType')}
            value={values.interviewType}
            maxLength={200}
            onChange={(event) => set('interviewType', event.target.value)}
          />,
          'e.g. Video, then on-site.',
        )}
        {field(
          'validThrough',
          'Applications close on',
          <input
            {...a11y('validThrough', true)}
            type="date"
            className={inputClass('validThrough')}
            value={values.validThrough}
            onChange={(event) => set('validThrough', event.target.value)}
          />,
          'Optional. Leave empty to keep the opening open until you close it.',
        )}
        <div className="console-span-2">
          <div className="form-check">
            <input
              id={`${id}-travel`}
              name="travel"
              type="checkbox"
              className="form-check-input"
              checked={values.travel}
              onChange={(event) => set('travel', event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-travel`}>
              The role involves travel
            </label>
          </div>
        </div>
        <div className="console-span-2">
          <span className="form-label d-block" id={`${id}-descriptionHtml-label`}>
            Description
          </span>
          <Suspense fallback={<Loading label="Loading the editor…" />}>
            <RichTextEditor
              html={values.descriptionHtml}
              onChange={(html) => set('descriptionHtml', html)}
              labelledBy={`${id}-descriptionHtml-label`}
              describedBy={errors.descriptionHtml ? `${id}-descriptionHtml-error` : undefined}
              invalid={Boolean(errors.descriptionHtml)}
            />
          </Suspense>
          {errors.descriptionHtml ? (
            <div className="invalid-feedback d-block" id={`${id}-descriptionHtml-error`}>
              {errors.descriptionHtml}
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
