import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILURE, ContactForm } from './contact-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
const created = (id: string) => json({ id, reference: `MSG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}` }, 201);
/** Answers a contact message with the id it was sent with. */
const accept = () =>
  fetchMock.mockImplementation(async (_url, init) => created((JSON.parse(String(init?.body)) as { id: string }).id));

function renderForm() {
  // No delays between keystrokes, so user-event works the same under fake timers (for the 5-second messages).
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  const field = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    company: screen.getByLabelText(/Company/),
    contactNumber: screen.getByLabelText(/Contact number/),
    topic: screen.getByLabelText('Topic') as HTMLSelectElement,
    message: screen.getByLabelText('Message'),
    consent: screen.getByRole('checkbox'),
  };
  /** Fills the form as a paste per field: typing key by key is tested where it matters, not here. */
  const fillValid = async () => {
    for (const [control, value] of [
      [field.name, 'Asha Rao'],
      [field.email, 'asha@example.com'],
      [field.contactNumber, '9135550142'],
      [field.message, 'Please call me about <b>QA</b> staffing.'],
    ] as const) {
      await user.click(control);
      await user.paste(value);
    }
    await user.selectOptions(field.topic, 'Services');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
  /**
   * Submits answers the form refuses and waits for the error summary: the check is asynchronous, and
   * on a loaded machine it can finish after the click's act() scope has closed.
   */
  const submitInvalid = async () => {
    await submit();
    await screen.findByText(/^Please correct th/);
  };
  return { user, field, fillValid, submit, submitInvalid };
}

describe('ContactForm', () => {
  it('labels every control and names it after its API field', () => {
    const { field } = renderForm();
    expect(field.name).toHaveAttribute('name', 'name');
    expect(field.email).toHaveAttribute('name', 'email');
    expect(field.email).toHaveAttribute('type', 'email');
    expect(field.company).toHaveAttribute('name', 'company');
    expect(field.company).toHaveAttribute('autocomplete', 'organization');
    expect(field.contactNumber).toHaveAttribute('name', 'contactNumber');
    expect(field.topic).toHaveAttribute('name', 'topic');
    expect([...field.topic.options].map((option) => option.text)).toEqual([
      'Choose a topic',
      'Hire talent',
      'Services',
      'Careers',
      'Press',
      'Other',
    ]);
    expect(field.message).toHaveAttribute('name', 'message');
    expect(field.consent).toHaveAttribute('name', 'textMessageChecked');
  });

  it('shows the US texting terms beside an unchecked, optional consent box and links the privacy policy', () => {
    const { field } = renderForm();
    expect(field.consent).not.toBeChecked();
    expect(field.consent).not.toBeRequired();
    const label = field.consent.closest('.form-check');
    expect(label).toHaveTextContent(/^Optional\./);
    expect(label).toHaveTextContent(/Message frequency varies/);
    expect(label).toHaveTextContent('Message and data rates may apply');
    expect(label).toHaveTextContent(/Reply STOP to opt out/);
    expect(label).toHaveTextContent(/HELP for help/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('flags name, email, topic and message (not company, number or consent) when empty, lists them in form order, and sends nothing', async () => {
    const { user, field, submitInvalid } = renderForm();
    await submitInvalid();
    for (const input of [field.name, field.email, field.topic, field.message]) {
      expect(input).toHaveClass('is-invalid');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toBeVisible();
    }
    expect(field.contactNumber).not.toHaveClass('is-invalid');
    expect(field.company).not.toHaveClass('is-invalid');
    expect(field.consent).not.toHaveClass('is-invalid');
    expect(field.topic).toHaveAccessibleDescription('Topic is required.');
    expect(field.name).toHaveAccessibleDescription('Name is required.');
    expect(field.email).toHaveAccessibleDescription('Email is required.');
    expect(field.message).toHaveAccessibleDescription('Message is required.');
    expect(field.name).toHaveFocus();
    const summary = screen.getByText('Please correct these 4 fields:').parentElement as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Name', 'Email', 'Topic', 'Message']);
    await user.click(links[3] as HTMLElement);
    expect(field.message).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what an e-mail address and a phone number should look like', async () => {
    const { user, field, fillValid, submitInvalid } = renderForm();
    await fillValid();
    await user.clear(field.email);
    await user.type(field.email, 'asha.example.com');
    await user.clear(field.contactNumber);
    await user.type(field.contactNumber, 'call me');
    await submitInvalid();
    expect(field.email).toHaveAccessibleDescription('Email must be an e-mail address like name@example.com.');
    expect(field.contactNumber).toHaveAccessibleDescription(
      'Contact number must be a phone number of 6 to 20 digits, like +1 913 555 0142.',
    );
    expect(field.email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s invalid style as soon as it is edited', async () => {
    const { user, field, submitInvalid } = renderForm();
    await submitInvalid();
    expect(field.name).toHaveClass('is-invalid');
    await user.type(field.name, 'A');
    expect(field.name).not.toHaveClass('is-invalid');
    expect(field.name).not.toHaveAttribute('aria-invalid');
    expect(field.email).toHaveClass('is-invalid');
  });

  it('sends the message without consent, then shows a confirmation that stays while the status line clears after 5 s', async () => {
    useFakeTimers();
    accept();
    const { user, fillValid, submit } = renderForm();
    await fillValid();
    await submit();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact-messages');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Asha Rao',
      email: 'asha@example.com',
      company: '',
      contactNumber: '9135550142',
      topic: 'services',
      message: 'Please call me about <b>QA</b> staffing.',
      textMessageChecked: false,
    });

    const panel = await screen.findByRole('region', { name: 'Message sent' });
    const reference = `MSG-${String(body.id).replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(panel).toHaveTextContent(reference);
    expect(panel).toHaveTextContent(/We reply within one business day, by e-mail to asha@example\.com/);
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();

    // The panel is the one confirmation: no second alert beside it, and it does not go away by itself.
    expect(document.querySelector('.alert-success')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(panel).toBeInTheDocument();
    expect(panel).toHaveTextContent('Thank you, Asha Rao.');

    await user.click(within(panel).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('keeps what the visitor typed into the pre-rendered form before its code ran, and sends it', async () => {
    accept();
    const page = (
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // Typed into the server's HTML: no React yet.
    const typeEarly = (label: string, value: string) => {
      const control = within(container).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
      control.value = value;
    };
    typeEarly('Name', 'Asha Rao');
    typeEarly('Email', 'asha@example.com');
    typeEarly('Message', 'Typed on a slow phone.');
    typeEarly('Company (optional)', 'Acme Retail');
    (within(container).getByLabelText('Topic') as HTMLSelectElement).value = 'press';
    (within(container).getByRole('checkbox') as HTMLInputElement).checked = true;

    const consoleError = vi.spyOn(console, 'error');
    render(page, { container, hydrate: true });
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Message')).toHaveValue('Typed on a slow phone.');
    expect(screen.getByLabelText(/Company/)).toHaveValue('Acme Retail');
    expect(screen.getByLabelText('Topic')).toHaveValue('press');
    expect(screen.getByRole('checkbox')).toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Contact number/), '9135550142');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('region', { name: 'Message sent' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Typed on a slow phone.',
      contactNumber: '9135550142',
      company: 'Acme Retail',
      topic: 'press',
      textMessageChecked: true,
    });
  });

  it('sends the consent when the visitor ticks it', async () => {
    accept();
    const { user, field, fillValid, submit } = renderForm();
    await fillValid();
    await user.click(field.consent);
    await submit();
    await screen.findByRole('region', { name: 'Message sent' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ textMessageChecked: true });
  });

  it('disables the button while the message is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { fillValid, submit } = renderForm();
    await fillValid();
    await submit();
    const button = screen.getByRole('button', { name: /Submitting/ });
    expect(button).toBeDisabled();
    answer(created('5a0e4a54-6d43-4d8f-9f51-6a3f4c1f0b7e'));
    expect(await screen.findByRole('region', { name: 'Message sent' })).toBeVisible();
  });

  it('keeps the input and the failure until the visitor edits the form, and retries with the same id', async () => {
    useFakeTimers();
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    const { user, field, fillValid, submit } = renderForm();
    await fillValid();
    await submit();

    expect(await screen.findByText(CONTACT_FAILURE)).toBeVisible();
    expect(screen.getAllByRole('alert').some((region) => region.textContent === CONTACT_FAILURE)).toBe(true);
    expect(field.name).toHaveValue('Asha Rao');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(CONTACT_FAILURE)).toBeVisible();
    expect(field.message).toHaveValue('Please call me about <b>QA</b> staffing.');

    await submit();
    const ids = fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    expect(await screen.findByText(CONTACT_FAILURE)).toBeVisible();
    await user.type(field.message, '!');
    expect(screen.queryByText(CONTACT_FAILURE)).not.toBeInTheDocument();
  });

  // The shared client waits 0.4 + 0.8 + 1.6 s between its retries.
  it('treats a network failure (after the client’s retries) as a failure', async () => {
    useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { fillValid, submit } = renderForm();
    await fillValid();
    await submit();
    // The shared client retries 3 times (after 0.4, 0.8 and 1.6 s): the fake clock runs through them.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(CONTACT_FAILURE)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('region', { name: 'Message sent' })).not.toBeInTheDocument();
  });

  it('has no Reset button beside Submit: "Clear the form" asks first, keeps everything on No, clears on Yes', async () => {
    const { user, field, fillValid } = renderForm();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await fillValid();
    await user.click(field.consent);
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    const ask = screen.getByRole('group', { name: 'Clear the form?' });
    expect(ask).toHaveTextContent('Clear everything you entered?');
    expect(within(ask).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByRole('button', { name: 'Clear the form' })).toHaveFocus();
    expect(field.name).toHaveValue('Asha Rao');
    expect(field.topic).toHaveValue('services');
    expect(field.consent).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    for (const input of [field.name, field.email, field.company, field.contactNumber, field.topic, field.message]) {
      expect(input).toHaveValue('');
    }
    expect(field.consent).not.toBeChecked();
    expect(field.name).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Clear the form?' })).not.toBeInTheDocument();
  });

  it('answers a bot that fills the hidden honeypot with a confirmation and sends nothing', async () => {
    const { fillValid, submit } = renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    await fillValid();
    fireEvent.input(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await submit();
    expect(await screen.findByRole('region', { name: 'Message sent' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
