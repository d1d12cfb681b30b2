/**
 * The application form as HTML: what the server writes into a job page so the form is there when
 * the page arrives (labelled fields, their names, the job's country, states and recruiters), in the
 * markup the app's form renders, so the app's form takes its place without anything moving. Until
 * then it cannot be sent (its submit button is disabled); what a visitor types into it is carried
 * into the app's form. A test renders the app's form and compares it with this markup.
 */
import {
  APPLICATION_LABELS,
  AVAILABILITY_OPTIONS,
  DIRECT_APPLICANT,
  REASON_OPTIONS,
  USA_COUNTRY_CODE,
  WHATSAPP_SAME_LABEL,
  WORK_AUTHORIZATION_OPTIONS,
  asksCurrentSalary,
  isdPrefixOf,
  salaryLabel,
} from '../forms/application-form';
import { escapeHtml } from '../escape-html';
import { RESUME_ACCEPT, RESUME_HINT } from '../resume-file';

/** The copy's ids: one form per page. */
export const FORM_COPY_ID = 'nw-apply';
/** Marks the server's copy of the form (not the app's). */
export const FORM_COPY_ATTRIBUTE = 'data-form-copy';

export type ApplicationFormHtmlInput = {
  opening: { REQ_ID: number; PSTN_TITLE: string; COUNTRY: string };
  countries: ReadonlyArray<{ COUNTRY_UUID: string; COUNTRY_CODE: string; COUNTRY_NAME: string }>;
  states: ReadonlyArray<{ STATE_UUID: string; STATE_NAME: string; COUNTRY_UUID: string }>;
  recruiters: ReadonlyArray<{ USERID: number; FIRSTNAME: string; LASTNAME: string }>;
};

type Name = keyof typeof APPLICATION_LABELS;
const e = escapeHtml;
const REQUIRED_MARK = '<span class="text-danger" aria-hidden="true"> *</span>';
const OPTIONAL_MARK = '<span class="text-body-secondary"> (optional)</span>';
const id = (name: string) => `${FORM_COPY_ID}-${name}`;
const option = (value: string, label: string) => `<option value="${e(value)}">${e(label)}</option>`;

/** A labelled control in its column, as the form kit's Field renders it. */
function field(
  name: Name,
  column: 'col-sm-6' | 'col-12',
  control: (attributes: string) => string,
  hint?: string,
  label: string = APPLICATION_LABELS[name],
  mark: string = REQUIRED_MARK,
): string {
  const described = hint === undefined ? '' : ` aria-describedby="${id(name)}-hint"`;
  return [
    `<div class="${column}"><label class="form-label" for="${id(name)}">${e(label)}${mark}</label>`,
    control(`name="${name}" id="${id(name)}"${described}`),
    hint === undefined ? '' : `<small id="${id(name)}-hint" class="d-block form-text">${e(hint)}</small>`,
    '</div>',
  ].join('');
}
const text = (name: Name, column: 'col-sm-6' | 'col-12', extra = '', label?: string) =>
  field(
    name,
    column,
    (attributes) => `<input ${attributes}${extra} required="" class="form-control"/>`,
    undefined,
    label,
  );
const select = (name: Name, column: 'col-sm-6' | 'col-12', options: string) =>
  field(name, column, (attributes) => `<select ${attributes} required="" class="form-select">${options}</select>`);
/** Optional fields: "(optional)" after the label, no `required`. */
const optionalText = (name: Name, column: 'col-sm-6' | 'col-12', extra = '') =>
  field(
    name,
    column,
    (attributes) => `<input ${attributes}${extra} class="form-control"/>`,
    undefined,
    undefined,
    OPTIONAL_MARK,
  );
const optionalSelect = (name: Name, column: 'col-sm-6' | 'col-12', options: string) =>
  field(
    name,
    column,
    (attributes) => `<select ${attributes} class="form-select">${options}</select>`,
    undefined,
    undefined,
    OPTIONAL_MARK,
  );

/** The form as the app renders it for this opening, before anything is typed. */
export function applicationFormHtml({ opening, countries, states, recruiters }: ApplicationFormHtmlInput): string {
  const country = countries.find((c) => c.COUNTRY_UUID === opening.COUNTRY);
  const countryCode = country?.COUNTRY_CODE ?? '';
  const isd = isdPrefixOf(countryCode);
  const salary = asksCurrentSalary(countryCode);
  const fields = [
    text('firstName', 'col-sm-6', ' autocomplete="given-name"'),
    text('lastName', 'col-sm-6', ' autocomplete="family-name"'),
    text('email', 'col-12', ' type="email" autocomplete="email"'),
    field(
      'contactNumber',
      'col-sm-6',
      (attributes) =>
        `<div class="input-group has-validation"><span aria-hidden="true" class="input-group-text">${isd}</span><input type="tel" inputmode="numeric" maxlength="10" ${attributes} autocomplete="tel-national" required="" class="form-control"/></div>`,
      `10 digits, after ${isd}`,
    ),
    // Ticked: the WhatsApp number is the contact number (its own field appears when unticked).
    `<div class="d-flex align-items-center col-sm-6"><div class="form-check"><input type="checkbox" id="${id('whatsappSameAsContact')}" name="whatsappSameAsContact" checked="" class="form-check-input"/><label title="" for="${id('whatsappSameAsContact')}" class="form-check-label">${e(WHATSAPP_SAME_LABEL)}</label></div></div>`,
    field(
      'country',
      'col-sm-6',
      () =>
        `<select id="${id('country')}" name="country" disabled="" class="form-select">${country ? option(country.COUNTRY_CODE, country.COUNTRY_NAME) : option('', '—')}</select>`,
      undefined,
      'Country',
      '',
    ),
    select(
      'state',
      'col-sm-6',
      option('', 'Choose your state') +
        states
          .filter((s) => s.COUNTRY_UUID === opening.COUNTRY)
          .map((s) => option(s.STATE_UUID, s.STATE_NAME))
          .join(''),
    ),
    text('city', 'col-12', ' autocomplete="address-level2"'),
    countryCode === USA_COUNTRY_CODE
      ? select(
          'workAuthorization',
          'col-12',
          option('', 'Choose your work authorization') +
            WORK_AUTHORIZATION_OPTIONS.map((value) => option(value, value)).join(''),
        )
      : '',
    optionalText('bestTimeToCall', 'col-sm-6', ' type="time"'),
    optionalSelect(
      'availability',
      'col-sm-6',
      option('', 'Choose your availability') + AVAILABILITY_OPTIONS.map((o) => option(o.value, o.label)).join(''),
    ),
    optionalSelect(
      'reasonForChange',
      'col-12',
      option('', 'Choose your reason') + REASON_OPTIONS.map((r) => option(r, r)).join(''),
    ),
    salary ? text('currentSalary', 'col-sm-6', '', salaryLabel('currentSalary', countryCode)) : '',
    text('expectedSalary', salary ? 'col-sm-6' : 'col-12', '', salaryLabel('expectedSalary', countryCode)),
    optionalText('desiredLocation', 'col-12'),
    select(
      'recruiterContacted',
      'col-12',
      option('', 'Choose one') +
        option(DIRECT_APPLICANT.value, DIRECT_APPLICANT.label) +
        recruiters.map((r) => option(String(r.USERID), `${r.FIRSTNAME} ${r.LASTNAME}`)).join(''),
    ),
    field(
      'resume',
      'col-12',
      (attributes) =>
        `<input type="file" ${attributes} accept="${e(RESUME_ACCEPT)}" required="" class="form-control"/>`,
      RESUME_HINT,
    ),
  ];
  return [
    `<form novalidate="" class="application-form" aria-labelledby="${FORM_COPY_ID}-title" ${FORM_COPY_ATTRIBUTE}="">`,
    `<input type="hidden" name="id" value="${opening.REQ_ID}"/>`,
    `<span id="${FORM_COPY_ID}-title" class="visually-hidden">Application for ${e(opening.PSTN_TITLE)}</span>`,
    `<div class="row g-3">${fields.join('')}</div>`,
    '<div role="alert" class="error-summary small text-danger"></div>',
    '<div class="d-flex flex-wrap align-items-center gap-3 mt-4"><button type="submit" disabled="" class="btn btn-primary btn-lg">Submit application</button></div>',
    '<div role="status" aria-live="polite" class="mt-3"></div>',
    '</form>',
  ].join('');
}
