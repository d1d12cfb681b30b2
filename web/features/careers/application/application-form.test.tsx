import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MESSAGES } from '#contracts/resume-file';
import { INDIA, USA, countries, detail, recruiters, states } from '../test-support/fixtures';
import { fakeApplicationApi, networkError } from '../test-support/fake-api';
import { FAILURE_MESSAGE, SUCCESS_MESSAGE, ApplicationForm } from './application-form';
import type { Step } from './submit-application';

const indiaJob = detail({ REQ_ID: 205, COUNTRY: INDIA.COUNTRY_UUID });
const usaJob = detail({ REQ_ID: 301, COUNTRY: USA.COUNTRY_UUID });
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

const setup = (opening = indiaJob, api = fakeApplicationApi()) => {
  render(
    <MemoryRouter>
      <ApplicationForm opening={opening} countries={countries} states={states} recruiters={recruiters} api={api} />
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
  change(/^WhatsApp number/, '9876500000');
  change(/^State/, states[2]!.STATE_UUID);
  change(/^City/, 'Pune');
  change(/^Best time to call/, '10:30');
  change(/^Availability/, 'Immediate');
  change(/^Reason for change/, 'Career growth');
  change(/^Current annual salary/, '18 LPA');
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
      'whatsappNumber',
      'country',
      'state',
      'city',
      'workAuthorization',
      'bestTimeToCall',
      'availability',
      'reasonForChange',
      'currentSalary',
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

  it('pre-selects the opening’s country, disabled, and lists only its states', () => {
    setup();
    const country = field(/^Country/) as HTMLSelectElement;
    expect(country).toBeDisabled();
    expect(country.value).toBe('IN');
    const options = within(field(/^State/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose your state', 'Maharashtra', 'Uttarakhand']);
    expect(screen.getAllByText('+91')).toHaveLength(2);
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
      'WhatsApp number',
      'State',
      'City',
      'Best time to call',
      'Availability',
      'Reason for change',
      'Current annual salary',
      'Expected annual salary',
      'Desired location',
      'Recruiter who contacted you',
      'Resume',
    ]);
    fireEvent.click(links[4] as HTMLElement);
    expect(field(/^WhatsApp number/)).toHaveFocus();
    expect(api.insertCandidate).not.toHaveBeenCalled();
  });

  it('checks each phone number for exactly 10 digits', async () => {
    const api = setup();
    fillValid();
    change(/^WhatsApp number/, '98765');
    submit();
    await waitFor(() => expect(field(/^WhatsApp number/)).toHaveFocus());
    expect(screen.getAllByText('WhatsApp number must be exactly 10 digits, like 9876543210.')).toHaveLength(1);
    expect(field(/^Contact number/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Contact number/)).toHaveAttribute('maxlength', '10');
    expect(api.insertCandidate).not.toHaveBeenCalled();
  });

  it('asks USA candidates for work authorization and H1B holders for the H1B details', async () => {
    const api = setup(usaJob);
    expect(screen.getAllByText('+1')).toHaveLength(2);
    fillValid();
    change(/^State/, states[0]!.STATE_UUID);
    submit();
    await waitFor(() => expect(field(/^Work authorization/)).toHaveFocus());
    expect(screen.getByText('Work authorization is required.')).toBeInTheDocument();

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
    await waitFor(() => expect(api.sendMail).toHaveBeenCalled());
    expect(api.insertCandidate.mock.calls[0]?.[0]).toMatchObject({
      CND_ATHRZTN_TX: 'H1B',
      CND_H1BEXPIRY_TX: '2027-05-01',
      CND_H1BAPPROVED_TX: 'Yes',
      CND_H1BTRANSFER_TX: 'No',
    });
  });

  it('asks for a custom reason only when Other is chosen', async () => {
    setup();
    fillValid();
    expect(screen.queryByLabelText(/^Your reason/)).toBeNull();
    change(/^Reason for change/, 'Other');
    submit();
    await waitFor(() => expect(field(/^Your reason/)).toHaveFocus());
    expect(screen.getByText('Your reason is required.')).toBeInTheDocument();
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
    expect(api.insertCandidate).not.toHaveBeenCalled();
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

  it('submits, disables the button with a spinner meanwhile, then shows a confirmation that stays; the status line clears after 5 s', async () => {
    useFakeTimeouts();
    let release: () => void = () => {};
    const api = fakeApplicationApi();
    api.sendMail.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({ code: 'OK' as const }))),
    );
    setup(indiaJob, api);
    fillValid();
    submit();
    const busy = await screen.findByRole('button', { name: /submitting/i });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.sendMail).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /submitting/i })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    await act(async () => {}); // let the message's effect start its timer
    const panel = screen.getByRole('region', { name: 'Application received' });
    const candidate = api.insertCandidate.mock.calls[0]?.[0] as { EXTERNALCANDIDATE_UUID: string };
    const reference = `APP-${candidate.EXTERNALCANDIDATE_UUID.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(panel).toHaveTextContent(reference);
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
    await waitFor(() => expect(api.sendMail).toHaveBeenCalled());
    expect(api.insertCandidate.mock.calls[0]?.[0]).toMatchObject({ RECRUITER_NAME: 'Direct' });
    expect(api.sendMail.mock.calls[0]?.[0].message).toMatch(/<th align="left">Recruiter<\/th><td>Direct<\/td>/);
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

  it.each<Step>(['candidate', 'attachment', 'attachmentInfo', 'uploadUrl', 'upload', 'mail'])(
    'keeps every answer and the file when the %s step fails, and a retry completes it',
    async (step) => {
      useFakeTimeouts();
      const api = fakeApplicationApi({ [step]: networkError });
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

      // The network is back: the retry sends the very same records.
      const healthy = fakeApplicationApi();
      Object.assign(api, { ...healthy });
      submit();
      expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
      const first = (healthy.insertCandidate.mock.calls[0]?.[0] ?? {}) as { EXTERNALCANDIDATE_UUID?: string };
      expect(first.EXTERNALCANDIDATE_UUID).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('uses the same UUIDs for a retry of the same application', async () => {
    const api = fakeApplicationApi({ mail: networkError });
    setup(indiaJob, api);
    fillValid();
    submit();
    await screen.findByText(FAILURE_MESSAGE);
    submit();
    await waitFor(() => expect(api.insertCandidate).toHaveBeenCalledTimes(2));
    await screen.findByText(FAILURE_MESSAGE);
    const [a, b] = api.insertCandidate.mock.calls.map((call) => call[0]);
    expect(b).toEqual(a);
    const [x, y] = api.insertAttachment.mock.calls.map((call) => call[0]);
    expect(y).toEqual(x);
  });

  it('shows the upload progress', async () => {
    let finish: () => void = () => {};
    const api = fakeApplicationApi();
    api.uploadResume.mockImplementationOnce(async (_u, _f, _t, onProgress) => {
      onProgress?.(0.4);
      await new Promise<void>((resolve) => (finish = resolve));
      return true as const;
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
