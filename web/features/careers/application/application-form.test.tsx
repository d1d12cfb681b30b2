import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MESSAGES } from '#contracts/resume-file';
import { INDIA, USA, countries, detail, recruiters, states } from '../test-support/fixtures';
import type { ResumeFields } from '../../../lib/resume-fields';
import { fakeSender, networkError } from '../test-support/fake-api';
import { FAILURE_MESSAGE, SUCCESS_MESSAGE, ApplicationForm } from './application-form';

const indiaJob = detail({ REQ_ID: 205, COUNTRY: INDIA.COUNTRY_UUID });
const usaJob = detail({ REQ_ID: 301, COUNTRY: USA.COUNTRY_UUID });
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

const setup = (
  opening = indiaJob,
  api = fakeSender(),
  readResume: (file: File) => Promise<ResumeFields> = async () => ({}),
) => {
  render(
    <MemoryRouter>
      <ApplicationForm
        opening={opening}
        countries={countries}
        states={states}
        recruiters={recruiters}
        send={api.send}
        readResume={readResume}
      />
    </MemoryRouter>,
  );
  return api;
};

const field = (label: RegExp) => screen.getByLabelText(label);
const change = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = (file: File) => fireEvent.change(field(/^Resume/), { target: { files: [file] } });

function fillValid() {
  change(/^First name/, 'Asha');
  change(/^Last name/, 'Verma');
  change(/^Email/, 'asha@example.com');
  change(/^Contact number/, '9876543210');
  change(/^State/, states[2]!.STATE_UUID);
  change(/^City/, 'Pune');
  change(/^Best time to call/, '10:30');
  change(/^Availability/, 'Immediate');
  change(/^Reason for change/, 'Career growth');
  // Asked only where the law allows (not for a US opening).
  if (screen.queryByLabelText(/^Current annual salary/)) change(/^Current annual salary/, '18 LPA');
  change(/^Expected annual salary/, '24 LPA');
  change(/^Desired location/, 'Pune');
  change(/^Recruiter who contacted you/, '7');
  choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /submit application/i }));

/** Fake timeouts only: React's scheduler keeps its real setImmediate, so effects run when they would. */
const useFakeTimeouts = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('ApplicationForm', () => {
  it('labels every control and names it after the form state field', () => {
    setup(usaJob);
    for (const name of [
      'firstName',
      'lastName',
      'email',
      'contactNumber',
      'whatsappSameAsContact',
      'country',
      'state',
      'city',
      'workAuthorization',
      'bestTimeToCall',
      'availability',
      'reasonForChange',
      'expectedSalary',
      'desiredLocation',
      'recruiterContacted',
      'resume',
    ]) {
      const control = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
      expect(control, name).not.toBeNull();
      expect(control?.labels?.length ?? 0, name).toBeGreaterThan(0);
    }
  });

  it('never asks for the current salary on a US opening; India asks it; salaries name their currency', () => {
    setup(usaJob);
    expect(document.querySelector('[name="currentSalary"]')).toBeNull();
    expect(field(/^Expected annual salary/)).toHaveAccessibleName(/Expected annual salary \(US\$\)/);
    cleanup();
    setup(indiaJob);
    expect(field(/^Current annual salary/)).toHaveAccessibleName(/Current annual salary \(₹\)/);
    expect(field(/^Expected annual salary/)).toHaveAccessibleName(/Expected annual salary \(₹\)/);
  });

  it.each([
    ['India', indiaJob],
    ['the USA', usaJob],
  ])('asks at most 10 required fields on a job in %s', (_name, job) => {
    setup(job);
    const required = [...document.querySelectorAll('form [required]')].map((control) => control.getAttribute('name'));
    expect(required.length, required.join(', ')).toBeLessThanOrEqual(10);
  });

  it('takes the WhatsApp number as the contact number until "same" is unticked, and offers no health or family reason', async () => {
    const api = setup();
    const same = field(/same as my contact number/) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(screen.queryByLabelText(/^WhatsApp number/)).toBeNull();
    const reasons = within(field(/^Reason for change/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(reasons).not.toContain('Medical reason');
    expect(reasons).not.toContain('Maternity Break');
    fireEvent.click(same);
    expect(field(/^WhatsApp number/)).not.toBeRequired();
    fillValid();
    change(/^Best time to call/, '');
    change(/^Reason for change/, '');
    submit();
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    expect(api.sent[0]?.fields).toMatchObject({ whatsappNumber: '', bestTimeToCall: '', reasonForChange: '' });
  });

  it('pre-selects the opening’s country, disabled, and lists only its states', () => {
    setup();
    const country = field(/^Country/) as HTMLSelectElement;
    expect(country).toBeDisabled();
    expect(country.value).toBe('IN');
    const options = within(field(/^State/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose your state', 'Maharashtra', 'Uttarakhand']);
    expect(screen.getAllByText('+91')).toHaveLength(1);
    expect(screen.queryByLabelText(/^Work authorization/)).toBeNull();
  });

  it('shows the errors, marks the fields invalid and focuses the first one', async () => {
    const api = setup();
    submit();
    const first = field(/^First name/);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    const errorId = first.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)).toHaveTextContent('First name is required.');
    expect(field(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(RESUME_MESSAGES.missing)).toBeInTheDocument();
    const summary = screen.getByText(/^Please correct these \d+ fields:$/).parentElement as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Contact number',
      'State',
      'City',
      'Current annual salary',
      'Expected annual salary',
      'Recruiter who contacted you',
      'Resume',
    ]);
    fireEvent.click(links[4] as HTMLElement);
    expect(field(/^State/)).toHaveFocus();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('checks each phone number for exactly 10 digits', async () => {
    const api = setup();
    fillValid();
    fireEvent.click(field(/same as my contact number/));
    change(/^WhatsApp number/, '98765');
    submit();
    // The form focuses the first invalid field as it records the errors; their messages render in
    // the commit after, so both are waited for together.
    await waitFor(() => {
      expect(field(/^WhatsApp number/)).toHaveFocus();
      expect(screen.getAllByText('WhatsApp number must be exactly 10 digits, like 9876543210.')).toHaveLength(1);
    });
    expect(field(/^Contact number/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Contact number/)).toHaveAttribute('maxlength', '10');
    expect(api.send).not.toHaveBeenCalled();
  });

  it('asks USA candidates for work authorization and H1B holders for the H1B details', async () => {
    const api = setup(usaJob);
    expect(screen.getAllByText('+1')).toHaveLength(1);
    fillValid();
    change(/^State/, states[0]!.STATE_UUID);
    submit();
    await waitFor(() => {
      expect(field(/^Work authorization/)).toHaveFocus();
      expect(screen.getByText('Work authorization is required.')).toBeInTheDocument();
    });

    change(/^Work authorization/, 'H1B');
    expect(field(/^H1B expiry date/)).toBeInTheDocument();
    submit();
    await waitFor(() => expect(screen.getByText('H1B expiry date is required.')).toBeInTheDocument());
    expect(screen.getByText('An answer to "I-140 approved?" is required.')).toBeInTheDocument();
    expect(screen.getByText('An answer to "Interested in an H1B transfer?" is required.')).toBeInTheDocument();

    // Another authorization hides the H1B questions; H1B shows them again.
    change(/^Work authorization/, 'Citizen');
    expect(screen.queryByLabelText(/^H1B expiry date/)).toBeNull();
    change(/^Work authorization/, 'H1B');

    change(/^H1B expiry date/, '2027-05-01');
    const i140 = screen.getByRole('group', { name: /I-140 approved/ });
    fireEvent.click(within(i140).getByLabelText('Yes'));
    const transfer = screen.getByRole('group', { name: /H1B transfer/ });
    fireEvent.click(within(transfer).getByLabelText('No'));
    submit();
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    expect(api.sent[0]?.fields).toMatchObject({
      workAuthorization: 'H1B',
      h1bExpiryDate: '2027-05-01',
      i140Approved: 'Yes',
      intrestedInTransfer: 'No',
      jobId: '301',
    });
  });

  it('asks for a custom reason only when Other is chosen', async () => {
    setup();
    fillValid();
    expect(screen.queryByLabelText(/^Your reason/)).toBeNull();
    change(/^Reason for change/, 'Other');
    submit();
    await waitFor(() => {
      expect(field(/^Your reason/)).toHaveFocus();
      expect(screen.getByText('Your reason is required.')).toBeInTheDocument();
    });
  });

  it('rejects a file that is not a real PDF, DOC or DOCX before any upload', async () => {
    const api = setup();
    fillValid();
    choose(new File(['MZ not a pdf'], 'cv.pdf', { type: 'application/pdf' }));
    // Said as soon as the file is chosen, before any submit.
    await waitFor(() => expect(screen.getByText(RESUME_MESSAGES.notADocument)).toBeInTheDocument());
    expect(field(/^Resume/)).toHaveAttribute('aria-invalid', 'true');
    submit();
    await waitFor(() => expect(field(/^Resume/)).toHaveFocus());
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText(RESUME_MESSAGES.tooLarge)).toBeInTheDocument());
    expect(api.send).not.toHaveBeenCalled();
  });

  it('keeps the verdict of the latest file when an earlier file is still being read', async () => {
    setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    /** A file that is not a document, whose first bytes arrive only when released. */
    class SlowFile extends File {
      override slice(start?: number, end?: number): Blob {
        const head = super.slice(start, end);
        return { arrayBuffer: async () => (await held, head.arrayBuffer()) } as Blob;
      }
    }
    choose(new SlowFile(['MZ not a pdf'], 'old.pdf', { type: 'application/pdf' }));
    choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(field(/^Resume/)).not.toHaveAttribute('aria-invalid', 'true'));
    release();
    await act(async () => {
      await held;
    });
    expect(screen.queryByText(RESUME_MESSAGES.notADocument)).toBeNull();
    expect(field(/^Resume/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submits in one request, disables the button with a spinner meanwhile, then shows a confirmation that stays; the status line clears after 5 s', async () => {
    useFakeTimeouts();
    let release: () => void = () => {};
    const api = fakeSender();
    const answer = api.send.getMockImplementation();
    api.send.mockImplementationOnce(
      (body, key, onProgress) => new Promise((resolve) => (release = () => resolve(answer!(body, key, onProgress)))),
    );
    setup(indiaJob, api);
    fillValid();
    submit();
    const busy = await screen.findByRole('button', { name: /submitting/i });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /submitting/i })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    await act(async () => {}); // let the message's effect start its timer
    const panel = screen.getByRole('region', { name: 'Application received' });
    const sent = api.sent[0];
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.fields).toMatchObject({ firstName: 'Asha', contactNumber: '9876543210', jobId: '205', city: 'Pune' });
    expect(sent?.resume?.name).toBe('cv.pdf');
    expect(panel).toHaveTextContent(`APP-${sent?.key.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(panel).toHaveTextContent(`You applied for ${indiaJob.PSTN_TITLE} (job 205)`);
    expect(panel).toHaveTextContent(/e-mailed a confirmation to asha@example\.com/);
    expect(within(panel).getByRole('link', { name: 'See more openings' })).toHaveAttribute(
      'href',
      '/current-openings/job-openings',
    );
    expect(screen.queryByRole('button', { name: /submit application/i })).toBeNull();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(SUCCESS_MESSAGE)).toBeNull();
    expect(panel).toBeInTheDocument();
  });

  it('lists "No one — I am applying directly" first, and sends it as Direct', async () => {
    const api = setup();
    const options = within(field(/^Recruiter who contacted you/)).getAllByRole('option');
    expect(options.map((option) => option.textContent).slice(0, 2)).toEqual([
      'Choose one',
      'No one — I am applying directly',
    ]);
    fillValid();
    change(/^Recruiter who contacted you/, 'direct');
    submit();
    await waitFor(() => expect(api.send).toHaveBeenCalled());
    expect(api.sent[0]?.fields.recruiterContacted).toBe('direct');
  });

  it('keeps a draft in this browser, restores it after a reload without the file, and forgets it on success', async () => {
    const first = setup();
    change(/^First name/, 'Asha');
    change(/^City/, 'Pune');
    choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const stored = localStorage.getItem('northwind.draft.application.205') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ values: { firstName: 'Asha', city: 'Pune' } });
    expect(stored).not.toMatch(/resume|cv\.pdf/);
    cleanup();

    setup(indiaJob, first);
    expect(await screen.findByText(/re-attach your resume/)).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Asha');
    expect(field(/^City/)).toHaveValue('Pune');
    fillValid();
    submit();
    await screen.findByRole('region', { name: 'Application received' });
    expect(localStorage.getItem('northwind.draft.application.205')).toBeNull();
  });

  it('keeps every answer and the file when the request fails, and a retry with the same key completes it', async () => {
    useFakeTimeouts();
    const api = fakeSender(networkError);
    setup(indiaJob, api);
    fillValid();
    const resume = field(/^Resume/) as HTMLInputElement;
    const file = resume.files?.[0];
    submit();
    expect(await screen.findByText(FAILURE_MESSAGE)).toBeInTheDocument();
    await act(async () => {}); // let the message's effect start its timer
    expect(field(/^First name/)).toHaveValue('Asha');
    expect(field(/^City/)).toHaveValue('Pune');
    expect(resume.files?.[0]).toBe(file);
    // A failure stays until the visitor acts: no clock takes it away.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(FAILURE_MESSAGE)).toBeInTheDocument();

    submit();
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    const [first, retry] = api.sent;
    expect(retry?.key).toBe(first?.key);
    expect(retry?.fields).toEqual(first?.fields);
  });

  it('shows the server’s verdicts on their fields and sends a changed application under a new key', async () => {
    const api = fakeSender({
      code: 'ERROR',
      status: 422,
      message: 'City is required.',
      errors: { city: 'City must be a real place.', contactNumber: 'Contact number must be exactly 10 digits.' },
    });
    setup(indiaJob, api);
    fillValid();
    submit();
    expect(await screen.findByText('City must be a real place.')).toBeInTheDocument();
    expect(screen.getByText('Contact number must be exactly 10 digits.')).toBeInTheDocument();
    expect(field(/^City/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/^Contact number/)).toHaveFocus());
    change(/^City/, 'Mumbai');
    submit();
    await screen.findByText(SUCCESS_MESSAGE);
    const [first, second] = api.sent;
    expect(second?.key).not.toBe(first?.key);
  });

  it('says the opening is closed, without a form, when the server answers 409', async () => {
    const api = fakeSender({ code: 'ERROR', status: 409, message: 'This opening is no longer taking applications.' });
    setup(indiaJob, api);
    fillValid();
    submit();
    expect(await screen.findByText('This opening is no longer taking applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /submit application/i })).toBeNull();
  });

  it('fills the empty fields a chosen resume gives, marks them for checking, and keeps what was typed', async () => {
    const readResume = vi.fn(async () => ({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      contactNumber: '9876501234',
      city: 'Bengaluru',
    }));
    const api = setup(indiaJob, fakeSender(), readResume);
    change(/^First name/, 'Asha');
    choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(field(/^Email/)).toHaveValue('meera@example.com'));
    expect(field(/^First name/)).toHaveValue('Asha');
    expect(field(/^Last name/)).toHaveValue('Iyer');
    expect(field(/^Contact number/)).toHaveValue('9876501234');
    expect(field(/^City/)).toHaveValue('Bengaluru');
    expect(screen.getAllByText('From your resume, please check.')).toHaveLength(4);
    expect(field(/^First name/).getAttribute('aria-describedby') ?? '').not.toMatch(/hint/);
    expect(api.send).not.toHaveBeenCalled();
  });

  it('shows the upload progress', async () => {
    let finish: () => void = () => {};
    const api = fakeSender();
    api.send.mockImplementationOnce(async (_body, key, onProgress) => {
      onProgress?.(0.4);
      await new Promise<void>((resolve) => (finish = resolve));
      return { reference: `APP-${key.slice(0, 8).toUpperCase()}` };
    });
    setup(indiaJob, api);
    fillValid();
    submit();
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await act(async () => finish());
    await screen.findByText(SUCCESS_MESSAGE);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
