import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_REQUEST_FIELDS, CLIENT_REQUEST_LABELS } from '#contracts/api/client-request';
import { HIRE_TALENT_FAILURE, HireTalentForm } from './hire-talent-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const keyOf = (init?: RequestInit) => (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '';
const hex = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();
/** Answers a request with the key it was sent under. */
const accept = () =>
  fetchMock.mockImplementation(async (_url, init) =>
    json({ id: keyOf(init), reference: `HIR-${hex(keyOf(init))}` }, 201),
  );

const page = (
  <MemoryRouter>
    <HireTalentForm />
  </MemoryRouter>
);

function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(page);
  const fillValid = async () => {
    for (const [label, value] of [
      ['Company', 'Contoso Health'],
      ['Your name', 'Maya Collins'],
      ['Work e-mail', 'maya@contoso.example'],
      ['Role', 'Java engineer'],
      ['Skills', 'Java 17, Spring Boot'],
    ] as const) {
      await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
      await user.paste(value);
    }
    await user.clear(screen.getByLabelText(/^How many/));
    await user.type(screen.getByLabelText(/^How many/), '2');
    await user.selectOptions(screen.getByLabelText(/^Seniority/), 'senior');
    await user.selectOptions(screen.getByLabelText(/^Duration/), '6-12-months');
    await user.type(screen.getByLabelText(/^Start date/), '2027-01-04');
    await user.selectOptions(screen.getByLabelText(/^Where they work/), 'remote');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send request' }));
  return { user, fillValid, submit };
}

describe('HireTalentForm', () => {
  it('labels every control and names it after its field', () => {
    renderForm();
    for (const field of CLIENT_REQUEST_FIELDS) {
      const control = screen.getByLabelText(new RegExp(`^${CLIENT_REQUEST_LABELS[field]}`));
      expect(control, field).toHaveAttribute('name', field);
    }
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Work e-mail/)).toHaveAttribute('type', 'email');
  });

  it('names every missing field in the order of the form, and sends nothing', async () => {
    const { submit } = renderForm();
    await submit();
    const summary = await screen.findByText(/^Please correct th/);
    const items = within(summary.closest('[role="alert"], div') as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items.slice(0, 3)).toEqual(['Company', 'Your name', 'Work e-mail']);
    expect(screen.getAllByText('Company is required.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Company/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request once under one key and shows a confirmation that stays, with the reference', async () => {
    accept();
    const { fillValid, submit } = renderForm();
    await fillValid();
    await submit();
    const panel = await screen.findByRole('region', { name: 'Request received' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/client-requests$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      company: 'Contoso Health',
      headcount: '2',
      seniority: 'senior',
      startDate: '2027-01-04',
      workMode: 'remote',
      website: '',
    });
    expect(panel).toHaveTextContent(`HIR-${hex(keyOf(init))}`);
    expect(panel).toHaveTextContent('An account manager from our staffing desk calls you back within one business day');
    expect(panel).toHaveTextContent('2 × Java engineer');
    expect(screen.queryByRole('form', { name: 'Request talent' })).not.toBeInTheDocument();
  });

  it('asks for the place of hybrid or on-site work', async () => {
    const { user, fillValid, submit } = renderForm();
    await fillValid();
    await user.selectOptions(screen.getByLabelText(/^Where they work/), 'onsite');
    await submit();
    expect(
      await screen.findByText('Location or time zone is required for hybrid or on-site work.', {
        selector: '.invalid-feedback, [id$="-error"], *',
      }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s 422 errors at their fields, keeps what was typed, and resends under the same key', async () => {
    const emailError = 'Work e-mail must be an e-mail address like name@example.com.';
    fetchMock.mockResolvedValueOnce(
      json({ message: emailError, errors: { email: emailError, skills: 'Skills is required.' } }, 422),
    );
    const { fillValid, submit } = renderForm();
    await fillValid();
    await submit();
    const email = screen.getByLabelText(/^Work e-mail/);
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Skills/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-invalid', 'true');
    // The message sits at the field, tied to it for screen readers.
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((node) => node?.textContent ?? '').join(' ')).toContain(emailError);
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Contoso Health');

    // A network failure: the form says so and keeps everything; the retry reuses the request's key.
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await submit();
    expect(await screen.findByText(HIRE_TALENT_FAILURE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Role/)).toHaveValue('Java engineer');
    accept();
    await submit();
    await screen.findByRole('region', { name: 'Request received' });
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what the visitor typed or chose in the pre-rendered form before its code ran', async () => {
    accept();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const typeEarly = (label: RegExp, value: string) => {
      (within(container).getByLabelText(label) as HTMLInputElement).value = value;
    };
    typeEarly(/^Company/, 'Fabrikam');
    typeEarly(/^Role/, 'Data engineer');
    (within(container).getByLabelText(/^Seniority/) as HTMLSelectElement).value = 'lead';
    (within(container).getByLabelText(/^Where they work/) as HTMLSelectElement).value = 'hybrid';

    const consoleError = vi.spyOn(console, 'error');
    render(page, { container, hydrate: true });
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Fabrikam');
    expect(screen.getByLabelText(/^Role/)).toHaveValue('Data engineer');
    expect(screen.getByLabelText(/^Seniority/)).toHaveValue('lead');
    expect(screen.getByLabelText(/^Where they work/)).toHaveValue('hybrid');
  });
});
