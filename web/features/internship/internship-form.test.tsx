import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { QUALIFICATIONS } from '#contracts/api/internship';
import { INTERNSHIP_FAILURE, INTERNSHIP_SUCCESS, InternshipForm } from './internship-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Fake timers testing-library can live with: it waits for a zero timeout after each interaction and
 * advances fake clocks only through a `jest` global, so point that at vitest's clock.
 */
function useFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const created = () => json({ id: '5a0e4a54-6d43-4d8f-9f51-6a3f4c1f0b7e', message: INTERNSHIP_SUCCESS }, 201);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a];
const pdf = (name = 'asha-rao.pdf') => new File([new Uint8Array(PDF)], name, { type: 'application/pdf' });
const validAadhaar = () => `23456789012${verhoeffCheckDigit('23456789012')}`;

function renderForm() {
  // No CSS is loaded in jsdom and no control here sets `pointer-events` inline, so user-event's check
  // of every ancestor's computed style before each pointer action could never fail: it only cost time.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MemoryRouter>
      <InternshipForm />
    </MemoryRouter>,
  );
  // Required fields' labels end in a visual " *".
  const normalizer = (text: string) => text.replace(/\s+/g, ' ').replace(/ ?\*$/, '').trim();
  const matches = (label: string | RegExp, text: string) =>
    typeof label === 'string' ? normalizer(text) === label : label.test(normalizer(text));
  /**
   * What getByLabelText answers for these fields (the control of a `<label>`, or a control's
   * aria-label), found from the labels' side: getByLabelText asks every element for its `labels`, and
   * jsdom answers each by searching the whole document for every label, which was most of this file's time.
   */
  const get = (label: string | RegExp) => {
    const found = [
      ...[...document.querySelectorAll('label')]
        .filter((element) => matches(label, element.textContent ?? ''))
        .map((element) => element.control),
      ...[...document.querySelectorAll('[aria-label]')].filter((element) =>
        matches(label, element.getAttribute('aria-label') ?? ''),
      ),
    ];
    const [control] = found;
    if (found.length !== 1 || !control) {
      throw new Error(`Expected one control labelled "${String(label)}", found ${found.length}`);
    }
    return control as HTMLElement;
  };
  const query = (label: string | RegExp) => screen.queryByLabelText(label, { normalizer });
  const fill = async (label: string | RegExp, value: string) => {
    const input = get(label);
    // clear() focuses the field (and fails if it cannot be edited), so the paste goes into it.
    await user.clear(input);
    if (value) await user.paste(value);
  };
  const fillRequired = async ({ experience = 'Fresher' } = {}) => {
    await fill('First name', 'Asha');
    await fill('Last name', 'Rao');
    await fill('Email', 'asha@example.com');
    await user.click(get('Female'));
    await fill('Address', '12 Station Road, Civil Lines');
    await user.selectOptions(get('Country'), 'India');
    await fill('State', 'Maharashtra');
    await fill('City', 'Gondia');
    await fill('PIN code', '441601');
    await fill('Contact number', '9876543210');
    await user.selectOptions(get('Qualification'), 'M.Com');
    await user.click(get(experience));
    if (experience === 'Fresher') await user.click(get('Not sure'));
    await user.selectOptions(get('Area of interest'), 'Data Science');
    await user.selectOptions(get('How you heard of us'), 'Social Media');
    await user.upload(get('Resume') as HTMLInputElement, pdf());
  };
  /** Submits, and waits until the (asynchronous) check and the request are over. */
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Submitting/ })).toBeNull());
  };
  const sentBody = (call = 0) => fetchMock.mock.calls[call]?.[1]?.body as FormData;
  return { user, get, query, fill, fillRequired, submit, sentBody };
}

// Each test fills a long form with user-event, or computes every control's accessible name: seconds of
// work on a busy machine, and more in CI's Node 24 run, which runs at low priority beside the browser tests.
describe('InternshipForm', { timeout: 30_000 }, () => {
  it('labels every control and names it after its API field', () => {
    renderForm();
    const names = [...document.querySelectorAll('input, select, textarea')].map((el) => el.getAttribute('name'));
    expect(new Set(names)).toEqual(
      new Set([
        'firstName',
        'lastName',
        'email',
        'gender',
        'aadharCardNumber',
        'address',
        'country',
        'state',
        'city',
        'pinCode',
        'countryCode',
        'contactNumber',
        'qualification',
        'experience',
        'reference',
        'referenceOthers',
        'areaOfInterest',
        'resumeAttachment',
        'inlineResume',
        'comments',
      ]),
    );
    for (const control of document.querySelectorAll<HTMLElement>('input, select, textarea')) {
      expect(control).toHaveAccessibleName();
    }
  });

  it('marks required fields with a visual * that is not part of their names', () => {
    const { get } = renderForm();
    expect(get('First name')).toHaveAccessibleName('First name');
    expect(get('First name')).toBeRequired();
    expect(screen.getByText('First name').closest('label')).toHaveTextContent('First name *');
    expect(screen.getByText('Comments').closest('label')).toHaveTextContent('Comments (optional)');
    expect(get('Comments (optional)')).not.toBeRequired();
  });

  it('shows the country code +91, disabled', () => {
    const { get } = renderForm();
    const code = get('Country code');
    expect(code).toHaveValue('+91');
    expect(code).toBeDisabled();
    expect(code).toHaveAttribute('name', 'countryCode');
  });

  it('offers the qualifications and options of docs/product.md §6.3', () => {
    const { get } = renderForm();
    const optionsOf = (label: string) =>
      within(get(label))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .slice(1);
    expect(optionsOf('Qualification')).toEqual([...QUALIFICATIONS]);
    expect(optionsOf('Qualification')).toContain('B.Com');
    expect(optionsOf('Area of interest')).toEqual([
      'Software Development',
      'Data Engineering/Analytics',
      'Data Science',
      'Testing(QA)',
      'Staffing',
      'Others',
    ]);
    expect(optionsOf('Country')).toEqual(['India', 'Others']);
    expect(optionsOf('How you heard of us')).toEqual(['Person', 'company website', 'Social Media', 'Others']);
    expect(
      screen.getAllByRole('radio', { name: /Male|Female|Others/ }).map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Male', 'Female', 'Others']);
  });

  it('limits the inputs as docs/product.md §6.3 says', () => {
    const { get } = renderForm();
    const limits: [string, number][] = [
      ['First name', 100],
      ['Last name', 100],
      ['Email', 100],
      ['Address', 500],
      ['State', 20],
      ['City', 50],
      ['PIN code', 10],
      ['Contact number', 10],
      ['Aadhaar number (optional)', 12],
      ['Reference details (optional)', 300],
      ['Comments (optional)', 500],
    ];
    for (const [label, max] of limits) expect(get(label)).toHaveAttribute('maxLength', String(max));
    expect(get('Email')).toHaveAttribute('type', 'email');
    expect(get('Contact number')).toHaveAttribute('type', 'tel');
  });

  it('flags every required field on an empty submit, focuses the first, lists them in form order, and sends nothing', async () => {
    const { user, get, submit } = renderForm();
    await submit();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Address',
      'Country',
      'State',
      'City',
      'PIN code',
      'Contact number',
      'Qualification',
      'Area of interest',
      'How you heard of us',
      'Resume',
    ]) {
      expect(get(label), label).toHaveClass('is-invalid');
      expect(get(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('radio', { name: 'Fresher' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Male' })).not.toHaveAttribute('aria-invalid');
    expect(get('First name')).toHaveAccessibleDescription('First name is required.');
    expect(get('Resume')).toHaveAccessibleDescription(/Resume is required\./);
    expect(get('Aadhaar number (optional)')).not.toHaveClass('is-invalid');
    expect(get('First name')).toHaveFocus();
    expect(screen.getByText(/Please correct these 14 fields/)).toBeVisible();
    expect(get('PIN code')).toHaveAccessibleDescription('PIN code is required.');
    expect(get('Email')).toHaveAccessibleDescription('Email is required.');
    expect(get('Contact number')).toHaveAccessibleDescription(/Contact number is required\./);
    const links = within(screen.getByText(/Please correct these 14 fields/).parentElement as HTMLElement).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Address',
      'Country',
      'State',
      'City',
      'PIN code',
      'Contact number',
      'Qualification',
      'Experience',
      'Area of interest',
      'How you heard of us',
      'Resume',
    ]);
    await user.click(links[3] as HTMLElement);
    expect(get('Address')).toHaveFocus();
    // Gender is optional ("Prefer not to say" stays).
    expect(screen.getByRole('radio', { name: 'Prefer not to say' }).closest('fieldset')).toHaveTextContent(
      /^Gender \(optional\)/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s invalid style as soon as it is edited', async () => {
    const { get, fill, submit } = renderForm();
    await submit();
    await fill('City', 'G');
    expect(get('City')).not.toHaveClass('is-invalid');
    expect(get('State')).toHaveClass('is-invalid');
  });

  it('asks a fresher about an academic internship, and requires the answer', async () => {
    const { user, query, fillRequired, submit } = renderForm();
    expect(screen.queryByRole('radio', { name: 'Not sure' })).not.toBeInTheDocument();
    await fillRequired();
    expect(screen.getAllByRole('radio', { name: /^(Yes|No|Not sure)$/ })).toHaveLength(3);
    expect(query('Years of experience')).not.toBeInTheDocument();
    // Un-answer it by switching away and back: the hidden field forgets its value.
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await user.click(screen.getByRole('radio', { name: 'Fresher' }));
    await submit();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription('Academic internship is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks an experienced candidate for years, notice period, expected salary and a summary', async () => {
    const { get, query, fill, fillRequired, submit } = renderForm();
    await fillRequired({ experience: 'Experienced' });
    expect(screen.queryByRole('radio', { name: 'Not sure' })).not.toBeInTheDocument();
    await submit();
    for (const label of [
      'Years of experience',
      'Notice period (days)',
      'Expected salary (₹ a year)',
      'Experience summary',
    ]) {
      expect(get(label), label).toHaveClass('is-invalid');
    }
    expect(get('Years of experience')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(created());
    await fill('Years of experience', '2');
    await fill('Notice period (days)', '30');
    await fill('Expected salary (₹ a year)', '600000');
    await fill('Experience summary', 'Two years of QA automation with Selenium.');
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('yearsOfExperience')).toBe('2');
    expect(body.get('noticePeriod')).toBe('30');
    expect(body.get('expectedSalary')).toBe('600000');
    expect(body.get('academicInternship')).toBeNull();
    expect(await screen.findByText(INTERNSHIP_SUCCESS)).toBeVisible();
    expect(query('Years of experience')).not.toBeInTheDocument();
  });

  it('asks who or where when the reference is Others, and which area when the interest is Others', async () => {
    const { user, get, query, fillRequired, submit } = renderForm();
    await fillRequired();
    expect(query('Who or where')).not.toBeInTheDocument();
    expect(query('Other area of interest')).not.toBeInTheDocument();
    await user.selectOptions(get('How you heard of us'), 'Others');
    await user.selectOptions(get('Area of interest'), 'Others');
    await submit();
    expect(get('Who or where')).toHaveAccessibleDescription('Who or where is required.');
    expect(get('Other area of interest')).toHaveClass('is-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.selectOptions(get('How you heard of us'), 'Person');
    expect(query('Who or where')).not.toBeInTheDocument();
  });

  it('checks the contact number, PIN code and e-mail address', async () => {
    const { get, fill, fillRequired, submit } = renderForm();
    await fillRequired();
    await fill('Contact number', '98765');
    await fill('PIN code', '44A601');
    await fill('Email', 'asha@');
    await submit();
    expect(get('Contact number')).toHaveAccessibleDescription(
      '10 digits, after +91. Contact number must be exactly 10 digits, like 9876543210.',
    );
    expect(get('PIN code')).toHaveAccessibleDescription('PIN code must be a number of up to 10 digits.');
    expect(get('Email')).toHaveAccessibleDescription('Email must be an e-mail address like name@example.com.');
    expect(get('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the Aadhaar number as optional, says why and what is kept, and checks its check digit', async () => {
    const { get, fill, fillRequired, submit } = renderForm();
    const aadhaar = get('Aadhaar number (optional)');
    expect(aadhaar).toHaveAccessibleDescription(/why|confirm your identity/i);
    expect(aadhaar).toHaveAccessibleDescription(/only its last four digits/);
    await fillRequired();
    const wrong = `${validAadhaar().slice(0, 11)}${(Number(validAadhaar().slice(11)) + 1) % 10}`;
    await fill('Aadhaar number (optional)', wrong);
    await submit();
    expect(aadhaar).toHaveClass('is-invalid');
    expect(aadhaar).toHaveAccessibleDescription(/Aadhaar number must be a valid 12-digit Aadhaar number\./);
    await fill('Aadhaar number (optional)', '23456789');
    await submit();
    expect(aadhaar).toHaveClass('is-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(created());
    await fill('Aadhaar number (optional)', validAadhaar());
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0]?.[1]?.body as FormData).get('aadharCardNumber')).toBe(validAadhaar());
  });

  it('refuses a resume that is not a PDF, DOC or DOCX by its content, or larger than 5 MB', async () => {
    const { user, get, fillRequired, submit } = renderForm();
    await fillRequired();
    const resume = get('Resume') as HTMLInputElement;
    await user.upload(resume, new File(['just text, not a PDF'], 'resume.pdf', { type: 'application/pdf' }));
    await submit();
    expect(resume).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file\./);
    await user.upload(resume, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'resume.docx'));
    await submit();
    expect(resume).toHaveAccessibleDescription(/Resume must be 5 MB or smaller\./);
    expect(fetchMock).not.toHaveBeenCalled();
    const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], 'resume.docx');
    fetchMock.mockResolvedValue(created());
    await user.upload(resume, docx);
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('sends the application as multipart with the resume, then shows a confirmation that stays', async () => {
    useFakeTimers();
    fetchMock.mockResolvedValue(created());
    const { fill, fillRequired, submit, sentBody } = renderForm();
    await fillRequired();
    await fill('Comments (optional)', 'Available from June.');
    await submit();

    expect(await screen.findByText(INTERNSHIP_SUCCESS)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(INTERNSHIP_SUCCESS);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/internship-applications');
    expect(init?.method).toBe('POST');
    const body = sentBody();
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      applicationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      gender: 'Female',
      address: '12 Station Road, Civil Lines',
      country: 'India',
      state: 'Maharashtra',
      city: 'Gondia',
      pinCode: '441601',
      countryCode: '+91',
      contactNumber: '9876543210',
      qualification: 'M.Com',
      experience: 'fresher',
      academicInternship: 'not-sure',
      reference: 'Social Media',
      areaOfInterest: 'Data Science',
      comments: 'Available from June.',
    });
    const resume = body.get('resumeAttachment');
    expect(resume).toBeInstanceOf(File);
    expect((resume as File).name).toBe('asha-rao.pdf');

    const panel = screen.getByRole('region', { name: 'Internship application received' });
    expect(panel).toHaveTextContent('INT-5A0E4A54');
    expect(panel).toHaveTextContent(/e-mailed a confirmation to asha@example\.com/);
    expect(within(panel).getByRole('link', { name: 'See current openings' })).toHaveAttribute(
      'href',
      '/current-openings/job-openings',
    );
    expect(screen.queryByRole('form', { name: 'Internship application' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(INTERNSHIP_SUCCESS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(INTERNSHIP_SUCCESS)).not.toBeInTheDocument();
    expect(panel).toBeInTheDocument();
  });

  it('disables the button with a spinner while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, fillRequired } = renderForm();
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const button = screen.getByRole('button', { name: /Submitting/ });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).not.toBeNull();
    answer(created());
    expect(await screen.findByRole('region', { name: 'Internship application received' })).toBeVisible();
  });

  it('shows a failure in the error area until the visitor acts, keeps the input, and retries with the same application id', async () => {
    useFakeTimers();
    fetchMock.mockResolvedValueOnce(json({ message: 'state: must be at most 20 characters', field: 'state' }, 400));
    const { user, get, fillRequired, submit, sentBody } = renderForm();
    await fillRequired();
    await submit();

    const failure = await screen.findByText(/Submission failed\. Please try again\./);
    expect(failure).toHaveTextContent(`${INTERNSHIP_FAILURE} state: must be at most 20 characters`);
    expect(failure.closest('[role="alert"]')).toHaveClass('internship-form__errors');
    expect(get('First name')).toHaveValue('Asha');
    expect((get('Resume') as HTMLInputElement).files).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(/Submission failed/)).toBeVisible();

    // The shared client retries a network failure 3 times (after 0.4, 0.8 and 1.6 s) before it gives up.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(/could not reach the server/)).toBeVisible();
    expect(sentBody(1).get('applicationId')).toBe(sentBody(0).get('applicationId'));
    await user.type(get('City'), 'x');
    expect(screen.queryByText(/could not reach the server/)).not.toBeInTheDocument();
  });

  it('takes an applicant from outside India: a chosen country code, 6 to 15 digits, a postal code', async () => {
    fetchMock.mockResolvedValue(created());
    const { user, get, fill, fillRequired, submit, sentBody } = renderForm();
    await fillRequired();
    await user.selectOptions(get('Country'), 'Others');
    expect(get('Postal code')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^PIN code/)).not.toBeInTheDocument();
    const code = get('Country code');
    expect(code).toBeEnabled();
    expect(code).toHaveAttribute('name', 'countryCode');
    await fill('Postal code', 'SW1A 1AA');
    await fill('Contact number', '12345');
    await submit();
    expect(code).toHaveAccessibleDescription('Country code is required.');
    expect(get('Contact number')).toHaveAccessibleDescription(
      'Choose the country code, then 6 to 15 digits. Contact number must be 6 to 15 digits, without the country code.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(code, '+44');
    await fill('Contact number', '447700900123');
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await submit();
    await screen.findByRole('region', { name: 'Internship application received' });
    expect(Object.fromEntries([...sentBody().entries()].filter(([, v]) => typeof v === 'string'))).toMatchObject({
      country: 'Others',
      countryCode: '+44',
      contactNumber: '447700900123',
      pinCode: 'SW1A 1AA',
      gender: 'Prefer not to say',
    });
  });

  it('keeps a draft in this browser without the file, restores it after a reload, and forgets it on success', async () => {
    fetchMock.mockResolvedValue(created());
    const first = renderForm();
    await first.fill('First name', 'Asha');
    await first.fill('City', 'Gondia');
    await first.user.upload(first.get('Resume') as HTMLInputElement, pdf());
    const stored = localStorage.getItem('northwind.draft.internship') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ values: { firstName: 'Asha', city: 'Gondia' } });
    expect(stored).not.toMatch(/asha-rao\.pdf|resumeAttachment/);
    cleanup();

    const { get, fillRequired, submit } = renderForm();
    expect(await screen.findByText(/re-attach your resume/)).toBeVisible();
    expect(get('First name')).toHaveValue('Asha');
    expect(get('City')).toHaveValue('Gondia');
    expect((get('Resume') as HTMLInputElement).files).toHaveLength(0);
    await fillRequired();
    await submit();
    await screen.findByRole('region', { name: 'Internship application received' });
    expect(localStorage.getItem('northwind.draft.internship')).toBeNull();
  });

  it('clears every field and the file input with Reset', async () => {
    const { user, get, query, fill, fillRequired } = renderForm();
    await fillRequired({ experience: 'Experienced' });
    await fill('Years of experience', '3');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    for (const label of [
      'First name',
      'Email',
      'Address',
      'Country',
      'Contact number',
      'Qualification',
      'Area of interest',
    ]) {
      expect(get(label), label).toHaveValue('');
    }
    expect(screen.getByRole('radio', { name: 'Experienced' })).not.toBeChecked();
    expect(query('Years of experience')).not.toBeInTheDocument();
    expect((get('Resume') as HTMLInputElement).files).toHaveLength(0);
  });
});
