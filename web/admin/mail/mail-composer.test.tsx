import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandidateMailPreview, CandidateMailRequest, MailTemplate } from '#contracts/admin/mail';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';
import { MailComposer, type MailApi } from './mail-composer';

// The reasons a rejecting mail asks for come from GET /reasons.
const fetchMock = mockFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse(reasonsFixture()));
});

const template = (purpose: MailTemplate['purpose'], name: string, subject: string, body: string): MailTemplate => ({
  id: `00000000-0000-4000-8000-00000000000${purpose.length}`,
  name,
  purpose,
  audience: 'application',
  subject,
  body,
  updatedAt: '2026-11-25T08:00:00.000Z',
  updatedBy: null,
});
const TEMPLATES = [
  template('acknowledge', 'Acknowledge', 'Your application for {{jobTitle}}', 'Dear {{firstName}},\n\nThanks.'),
  template('interview', 'Invite to interview', 'Interview for {{jobTitle}}', 'Dear {{firstName}},\n\nCome by.'),
  template('reject', 'Reject', 'About {{jobTitle}}', 'Dear {{firstName}},\n\nNo.'),
];

const previewOf = (request: CandidateMailRequest): CandidateMailPreview => ({
  count: request.applicationIds.length,
  candidate: { id: request.applicationIds[0] ?? '', name: 'Grace <b>Hopper</b>' },
  from: 'Northwind Technologies <no-reply@northwind.example>',
  replyTo: '"Ana Recruiter" <ana@northwind.example>',
  to: 'grace@example.com',
  subject: request.subject.replace('{{jobTitle}}', 'QA Lead'),
  body: request.body.replace('{{firstName}}', 'Grace <img src=x onerror=alert(1)>'),
  html: '',
  text: '',
  invite: request.invite
    ? {
        fileName: 'invite.ics',
        startsAt: '',
        when: 'Thu, 3 Dec 2026, 15:30–16:15 (Europe/Berlin)',
        where: 'Room 4',
        ics: '',
      }
    : null,
  moveTo: request.moveTo ?? null,
});

function fakeApi() {
  return {
    templates: vi.fn(async () => ({ items: TEMPLATES })),
    preview: vi.fn(async (request: CandidateMailRequest) => previewOf(request)),
    send: vi.fn(async (request: CandidateMailRequest) => ({
      sent: request.applicationIds.map((applicationId) => ({ applicationId, mailId: 'm' })),
      by: { id: 'u', name: 'Ana Recruiter' },
    })),
  } satisfies MailApi;
}

const ONE = ['11111111-1111-4111-8111-111111111111'];

describe('MailComposer', () => {
  it('offers only the templates written for its pipeline: internship applicants get their own', async () => {
    const api = fakeApi();
    api.templates.mockResolvedValue({
      items: [
        ...TEMPLATES,
        {
          ...template('other', 'Reject (internship)', 'Your internship', 'Dear {{firstName}},'),
          audience: 'internship',
        },
      ],
    });
    const composer = (owner?: 'internship') =>
      render(
        <MailComposer
          show
          {...(owner ? { owner } : {})}
          applicationIds={ONE}
          recipientLabel="Grace Hopper"
          onHide={vi.fn()}
          onSent={vi.fn()}
          api={api}
        />,
      );
    const options = async () =>
      within(await screen.findByRole('combobox', { name: 'Template' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const { unmount } = composer();
    expect(await options()).toEqual(['Acknowledge', 'Invite to interview', 'Reject']);
    unmount();
    composer('internship');
    expect(await options()).toEqual(['Reject (internship)']);
  });

  it('sends only after a preview of exactly what is in the form, with the invite', async () => {
    const api = fakeApi();
    const onSent = vi.fn();
    render(
      <MailComposer
        show
        applicationIds={ONE}
        recipientLabel="Grace Hopper"
        onHide={vi.fn()}
        onSent={onSent}
        api={api}
      />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Mail Grace Hopper' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Template' }), 'Invite to interview');
    expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe(
      'Interview for {{jobTitle}}',
    );
    expect((screen.getByRole('checkbox', { name: /calendar invite/ }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Place/ }), 'Room 4');
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: /Preview/ });
    // Values are shown as text: markup in a name or a body stays visible characters.
    expect(within(preview).getByText(/Dear Grace <img src=x onerror=alert\(1\)>,/)).toBeTruthy();
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).getByText('"Ana Recruiter" <ana@northwind.example>')).toBeTruthy();
    expect(within(preview).getByText('Thu, 3 Dec 2026, 15:30–16:15 (Europe/Berlin)')).toBeTruthy();

    // A change after the preview asks for another before sending.
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), '!');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/changed since this preview/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview again' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const request = api.send.mock.calls[0]![0];
    expect(request).toMatchObject({
      applicationIds: ONE,
      templateId: TEMPLATES[1]!.id,
      subject: 'Interview for {{jobTitle}}!',
      moveTo: null,
      invite: { time: '10:00', durationMinutes: 45, location: 'Room 4', videoUrl: '' },
    });
  });

  it('refuses an unknown merge field in the form and says which fields exist', async () => {
    const api = fakeApi();
    render(<MailComposer show applicationIds={ONE} onHide={vi.fn()} onSent={vi.fn()} api={api} />);
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    await user.clear(body);
    await user.type(body, 'Hi {{{{first_name}}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/The message uses an unknown merge field: use only \{\{firstName\}\}/)).toBeTruthy();
    expect(api.preview).not.toHaveBeenCalled();
  });

  it('mails many with one button that says how many, starting from the reject template, with a reason', async () => {
    const api = fakeApi();
    const ids = [...ONE, '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
    const onSent = vi.fn();
    render(
      <MailComposer
        show
        applicationIds={ids}
        purpose="reject"
        moveTo="rejected"
        onHide={vi.fn()}
        onSent={onSent}
        api={api}
      />,
    );
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Mail 3 candidates' });
    // The templates load once the dialog is open.
    expect(((await screen.findByRole('textbox', { name: /Subject/ })) as HTMLInputElement).value).toBe(
      'About {{jobTitle}}',
    );
    // Moving them to Rejected asks why: no preview without a reason.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const reason = screen.getByRole('combobox', { name: /^Reason/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(api.preview).not.toHaveBeenCalled();
    await user.selectOptions(reason, 'Rate or salary expectations');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/and 2 more, each with their own name/)).toBeTruthy();
    expect(screen.getByText(/Sending also moves all 3 to/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send to 3 candidates' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.send.mock.calls[0]![0]).toMatchObject({
      applicationIds: ids,
      moveTo: 'rejected',
      reasonId: 'us-rate',
      invite: null,
    });
  });
});
