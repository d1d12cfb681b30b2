import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ContactMessageDetail } from '#contracts/admin/inbox';
import { ScreenParamsContext } from '../shell/screen-params';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import MessageScreen from './message-screen';

const fetchMock = mockFetch();
const ID = '55555555-5555-4555-8555-555555555555';
const PERSON = '66666666-6666-4666-8666-666666666666';

const MESSAGE: ContactMessageDetail = {
  id: ID,
  name: 'Morgan Writer',
  email: 'morgan@example.com',
  company: 'Acme Retail',
  topic: 'Hire talent',
  preview: 'Is the QA role open?',
  status: 'new',
  createdAt: '2026-11-20T09:00:00.000Z',
  phone: null,
  message: 'Is the QA role open?',
  smsConsent: false,
  consentText: null,
  consentAt: null,
  history: [],
  mails: [],
  link: null,
};
const REPLIED: ContactMessageDetail = {
  ...MESSAGE,
  mails: [
    {
      id: 'm1',
      subject: 'Re: your message to Northwind',
      to: ['morgan@example.com'],
      status: 'pending',
      createdAt: '2026-11-21T09:00:00.000Z',
      sentAt: null,
    },
  ],
};

function renderMessage() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.includes('/link-options')) {
      return jsonResponse({
        items: [{ kind: 'candidate', id: PERSON, name: 'Morgan Candidate', detail: 'same e-mail, morgan@example.com' }],
      });
    }
    if (url.endsWith('/reply')) return jsonResponse(REPLIED);
    if (url.endsWith('/link')) {
      return jsonResponse({ ...MESSAGE, link: { kind: 'candidate', id: PERSON, name: 'Morgan Candidate' } });
    }
    return jsonResponse(MESSAGE);
  });
  render(
    <MemoryRouter>
      <ScreenParamsContext.Provider value={{ id: ID }}>
        <MessageScreen />
      </ScreenParamsContext.Provider>
    </MemoryRouter>,
  );
  return calls;
}

describe('MessageScreen', { timeout: 20_000 }, () => {
  it('shows the topic with the message and the company with the sender', async () => {
    renderMessage();
    const message = await screen.findByRole('region', { name: 'Message' });
    expect(within(message).getByText('Topic').nextSibling?.textContent).toBe('Hire talent');
    const sender = screen.getByRole('region', { name: 'Sender' });
    expect(within(sender).getByText('Company').nextSibling?.textContent).toBe('Acme Retail');
  });

  it('sends a reply from the form and lists it', async () => {
    const user = userEvent.setup();
    const calls = renderMessage();
    const form = await screen.findByRole('form', { name: 'Reply' });
    const body = within(form).getByRole('textbox', { name: /Your reply/ });
    expect((body as HTMLTextAreaElement).value).toBe('Hello Morgan,\n\n');
    await user.type(body, 'Yes, it is open.');
    await user.click(within(form).getByRole('button', { name: 'Send reply to morgan@example.com' }));
    expect(await screen.findByText(/Reply “Re: your message to Northwind” queued to morgan@example.com/)).toBeTruthy();
    const sent = calls.find((call) => call.url.endsWith('/reply'));
    expect(sent).toMatchObject({
      method: 'POST',
      body: { subject: 'Re: your message to Northwind', body: 'Hello Morgan,\n\nYes, it is open.' },
    });
    const replies = screen.getByRole('region', { name: 'Replies sent' });
    expect(within(replies).getByText('Re: your message to Northwind')).toBeTruthy();
  });

  it('offers the candidate with the same e-mail and links the message to them', async () => {
    const user = userEvent.setup();
    const calls = renderMessage();
    const about = await screen.findByRole('region', { name: 'About' });
    await user.click(await within(about).findByRole('button', { name: 'Link to Morgan Candidate' }));
    expect(await within(about).findByRole('link', { name: 'Morgan Candidate' })).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/link'))).toMatchObject({
      method: 'PUT',
      body: { link: { kind: 'candidate', id: PERSON } },
    });
  });
});
