import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '#content/brand';
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactForm } from './contact-form';

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
const ok = () => json({ code: 'OK' });

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
    contactNumber: screen.getByLabelText(/Contact number/),
    message: screen.getByLabelText('Message'),
    consent: screen.getByRole('checkbox'),
  };
  const fillValid = async () => {
    await user.type(field.name, 'Asha Rao');
    await user.type(field.email, 'asha@example.com');
    await user.type(field.contactNumber, '9135550142');
    await user.type(field.message, 'Please call me about <b>QA</b> staffing.');
    await user.click(field.consent);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
  return { user, field, fillValid, submit };
}

describe('ContactForm', () => {
  it('labels every control and names it after the SPEC.md field', () => {
    const { field } = renderForm();
    expect(field.name).toHaveAttribute('name', 'name');
    expect(field.email).toHaveAttribute('name', 'email');
    expect(field.email).toHaveAttribute('type', 'email');
    expect(field.contactNumber).toHaveAttribute('name', 'contactNumber');
    expect(field.message).toHaveAttribute('name', 'message');
    expect(field.consent).toHaveAttribute('name', 'textMessageChecked');
  });

  it('shows the US texting terms beside an unchecked consent box and links the privacy policy', () => {
    const { field } = renderForm();
    expect(field.consent).not.toBeChecked();
    const label = field.consent.closest('.form-check');
    expect(label).toHaveTextContent(/Message frequency varies/);
    expect(label).toHaveTextContent('Message and data rates may apply');
    expect(label).toHaveTextContent(/Reply STOP to opt out/);
    expect(label).toHaveTextContent(/HELP for help/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('flags name, email, message and consent when empty, focuses the first, and sends nothing', async () => {
    const { field, submit } = renderForm();
    await submit();
    for (const input of [field.name, field.email, field.message, field.consent]) {
      expect(input).toHaveClass('is-invalid');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toBeVisible();
    }
    expect(field.contactNumber).not.toHaveClass('is-invalid');
    expect(field.name).toHaveAccessibleDescription('Name is required.');
    expect(field.name).toHaveFocus();
    expect(screen.getByText(/Please correct these fields: Name, Email, Message, Text message consent/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an e-mail address without an @', async () => {
    const { user, field, fillValid, submit } = renderForm();
    await fillValid();
    await user.clear(field.email);
    await user.type(field.email, 'asha.example.com');
    await submit();
    expect(field.email).toHaveClass('is-invalid');
    expect(field.email).toHaveAccessibleDescription('Email must be a valid e-mail address.');
    expect(field.email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs the consent box even when no contact number is given', async () => {
    const { user, field, fillValid, submit } = renderForm();
    await fillValid();
    await user.clear(field.contactNumber);
    await user.click(field.consent);
    await submit();
    expect(field.consent).toHaveClass('is-invalid');
    expect(field.contactNumber).not.toHaveClass('is-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s invalid style as soon as it is edited', async () => {
    const { user, field, submit } = renderForm();
    await submit();
    await user.type(field.name, 'A');
    expect(field.name).not.toHaveClass('is-invalid');
    expect(field.name).not.toHaveAttribute('aria-invalid');
    expect(field.email).toHaveClass('is-invalid');
    await user.click(field.consent);
    expect(field.consent).not.toHaveClass('is-invalid');
  });

  it('sends the message as text lines to the contact inbox, then confirms and clears the form for 5 s', async () => {
    useFakeTimers();
    fetchMock.mockResolvedValue(ok());
    const { field, fillValid, submit } = renderForm();
    await fillValid();
    await submit();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mail/v1/sendMail');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      to: brand.inboxes.contact,
      subject: 'Website contact message from Asha Rao',
      message:
        'Name: Asha Rao\nEmail: asha@example.com\nContact number: 9135550142\nMessage: Please call me about <b>QA</b> staffing.',
    });

    expect(await screen.findByText(CONTACT_SUCCESS)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    expect(field.name).toHaveValue('');
    expect(field.message).toHaveValue('');
    expect(field.consent).not.toBeChecked();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(CONTACT_SUCCESS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(CONTACT_SUCCESS)).not.toBeInTheDocument();
  });

  it('disables the button while the message is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { fillValid, submit } = renderForm();
    await fillValid();
    await submit();
    const button = screen.getByRole('button', { name: /Submitting/ });
    expect(button).toBeDisabled();
    answer(ok());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('keeps the input and shows the failure for 5 s when the mail API fails', async () => {
    useFakeTimers();
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    const { field, fillValid, submit } = renderForm();
    await fillValid();
    await submit();

    expect(await screen.findByText(CONTACT_FAILURE)).toBeVisible();
    expect(screen.getAllByRole('alert').some((region) => region.textContent === CONTACT_FAILURE)).toBe(true);
    expect(field.name).toHaveValue('Asha Rao');
    expect(field.consent).toBeChecked();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(CONTACT_FAILURE)).not.toBeInTheDocument();
    expect(field.message).toHaveValue('Please call me about <b>QA</b> staffing.');
  });

  // The shared client waits 0.4 + 0.8 + 1.6 s between its retries.
  it('treats a network failure (after the client’s retries) or an ERROR code as a failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { fillValid, submit } = renderForm();
    await fillValid();
    await submit();
    expect(await screen.findByText(CONTACT_FAILURE, {}, { timeout: 4000 })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ code: 'ERROR' }));
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(CONTACT_FAILURE)).toBeVisible();
    expect(screen.queryByText(CONTACT_SUCCESS)).not.toBeInTheDocument();
  }, 10_000);

  it('clears every field with the Reset control', async () => {
    const { user, field, fillValid } = renderForm();
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    for (const input of [field.name, field.email, field.contactNumber, field.message]) expect(input).toHaveValue('');
    expect(field.consent).not.toBeChecked();
  });

  it('answers a bot that fills the hidden honeypot with success and sends nothing', async () => {
    const { fillValid, submit } = renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    await fillValid();
    fireEvent.input(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await submit();
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
