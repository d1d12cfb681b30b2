import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Submittal } from '#contracts/admin/submittals';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';
import { AnswerDialog } from './answer-dialog';

const fetchMock = mockFetch();

const SUBMITTAL: Submittal = {
  id: '55555555-5555-4555-8555-555555555555',
  applicationId: '33333333-3333-4333-8333-333333333333',
  candidate: { name: 'Arun Kumar', personId: null },
  opening: { reqId: 1001, title: 'Senior Java Engineer' },
  recipients: [{ name: 'Dana Whitfield', email: 'dana@client.example' }],
  summary: 'Nine years of Java.',
  rateOffered: 95,
  currency: 'USD',
  rateUnit: 'hour',
  sent: [],
  state: 'submitted',
  answerDate: null,
  reason: null,
  reasonLabel: null,
  answerNote: null,
  mailId: null,
  by: { id: 'u1', name: 'Rita' },
  createdAt: '2026-11-25T09:00:00.000Z',
};

describe('AnswerDialog', () => {
  it('records the client’s rejection only with one of the client’s reasons', async () => {
    const posted: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...SUBMITTAL, state: 'rejected', reason: 'client-filled' });
      }
      return String(input).endsWith('/reasons') ? jsonResponse(reasonsFixture()) : jsonResponse({});
    });
    const onDone = vi.fn();
    render(<AnswerDialog submittal={SUBMITTAL} onHide={vi.fn()} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Client’s answer: Arun Kumar' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: 'Rejected' }));
    const reason = within(dialog).getByRole('combobox', { name: /^Reason/ });
    // The client's list from the admins' reasons, not ours.
    await waitFor(() => expect(within(reason).getByRole('option', { name: 'Position filled or closed' })).toBeTruthy());
    expect(within(reason).queryByRole('option', { name: 'Skills do not match' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(posted).toEqual([]);
    await user.selectOptions(reason, 'Position filled or closed');
    await user.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ answer: 'rejected', reason: 'client-filled' });
  });
});
