import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFormHtml } from '#contracts/careers/application-form-html';
import { JOB_BODY_ISLAND_ID } from '#contracts/seo';
import { countries, detail, INDIA, recruiters, states } from '../test-support/fixtures';
import { captureFormCopy, carryTypedInto, formCopyFor, forgetFormCopy } from './form-copy';

const opening = detail({ REQ_ID: 4242, COUNTRY: INDIA.COUNTRY_UUID });

function serverPage() {
  document.body.innerHTML = `<div id="${JOB_BODY_ISLAND_ID}">${applicationFormHtml({ opening, countries, states, recruiters })}</div>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  forgetFormCopy();
  document.body.innerHTML = '';
});

describe('the server’s copy of the application form', () => {
  it('is kept for its job only, with what was typed before the app started', () => {
    const copy = serverPage();
    (copy.elements.namedItem('firstName') as HTMLInputElement).value = 'Asha';
    captureFormCopy();
    expect(formCopyFor(4242)).toContain('name="firstName"');
    expect(formCopyFor(4243)).toBeNull();

    const onChange = vi.fn();
    const { container } = render(
      <form className="application-form">
        <input name="firstName" onChange={(event) => onChange(event.target.value)} />
        <input name="lastName" defaultValue="" />
      </form>,
    );
    carryTypedInto(container.querySelector('form')!, { forget: true });
    // The app's own handler sees the text, as if typed.
    expect(onChange).toHaveBeenCalledWith('Asha');
    expect((container.querySelector('[name="firstName"]') as HTMLInputElement).value).toBe('Asha');
  });

  it('carries what is typed into the copy after the app started, and never sends it', () => {
    const copy = serverPage();
    captureFormCopy();
    const city = copy.elements.namedItem('city') as HTMLInputElement;
    fireEvent.input(city, { target: { value: 'Pune' } });
    const submitted = fireEvent.submit(copy);
    expect(submitted).toBe(false);

    const target = document.createElement('form');
    target.innerHTML = '<input name="city"/><input name="email"/>';
    document.body.append(target);
    carryTypedInto(target, { forget: true });
    expect((target.elements.namedItem('city') as HTMLInputElement).value).toBe('Pune');
    expect((target.elements.namedItem('email') as HTMLInputElement).value).toBe('');
  });
});
