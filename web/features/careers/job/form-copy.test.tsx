import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FORM_COPY_ATTRIBUTE, FORM_COPY_ID, applicationFormHtml } from '#contracts/careers/application-form-html';
import { ApplicationForm } from '../application/application-form';
import { INDIA, USA, countries, detail, recruiters, states } from '../test-support/fixtures';

/**
 * Markup compared as the eye sees it: the form's own ids named alike, attribute and class order
 * left out, and what differs only in behaviour (the copy's disabled submit button, its mark).
 */
function normalized(html: string, formId: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.split(formId).join(FORM_COPY_ID);
  for (const element of template.content.querySelectorAll('*')) {
    element.removeAttribute(FORM_COPY_ATTRIBUTE);
    if (element.matches('button[type="submit"]')) element.removeAttribute('disabled');
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const attribute of attributes) element.removeAttribute(attribute.name);
    for (const attribute of attributes) {
      const value = attribute.name === 'class' ? attribute.value.split(/\s+/).sort().join(' ') : attribute.value;
      element.setAttribute(attribute.name, value);
    }
  }
  return template.innerHTML;
}

describe('the application form the server writes into a job page', () => {
  it.each([
    ['India', INDIA],
    ['the USA', USA],
  ])('is the markup of the app’s form for a job in %s', (_name, country) => {
    const opening = detail({ REQ_ID: 4242, PSTN_TITLE: 'Data <Engineer> & Co', COUNTRY: country.COUNTRY_UUID });
    const { container } = render(
      <MemoryRouter>
        <ApplicationForm opening={opening} countries={countries} states={states} recruiters={recruiters} />
      </MemoryRouter>,
    );
    const form = container.querySelector('form')!;
    const formId = form.getAttribute('aria-labelledby')!.replace(/-title$/, '');
    const copy = applicationFormHtml({ opening, countries, states, recruiters });
    expect(normalized(form.outerHTML, formId)).toBe(normalized(copy, formId));
    // Every field the app's form sends is named in the copy.
    const names = [...form.querySelectorAll('[name]')].map((element) => element.getAttribute('name'));
    for (const name of names) expect(copy).toContain(`name="${name}"`);
  });
});
