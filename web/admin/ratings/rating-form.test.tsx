import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '#contracts/admin/applications';
import { RatingForm } from './rating-form';

const detail = { id: 'a' } as ApplicationDetail;

describe('RatingForm', () => {
  it('asks for a score before sending, then sends the score and comment', async () => {
    const onRate = vi.fn(async () => detail);
    const onSaved = vi.fn();
    render(<RatingForm mine={undefined} onRate={onRate} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save my rating' }));
    expect(await screen.findByText('Choose a rating from 1 to 4.')).toBeTruthy();
    expect(onRate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 · Strong yes' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Led the migration.');
    await user.click(screen.getByRole('button', { name: 'Save my rating' }));
    await waitFor(() => expect(onRate).toHaveBeenCalledWith({ score: 4, comment: 'Led the migration.' }));
    expect(onSaved).toHaveBeenCalledWith(detail, 'Your rating is saved: Strong yes.');
  });

  it('starts from the reviewer’s own rating and says when saving failed', async () => {
    const onRate = vi.fn(async () => ({ code: 'ERROR' as const, status: 500, message: 'Server error' }));
    render(
      <RatingForm
        mine={{ by: { id: 'me', name: 'Me' }, score: 2, comment: 'Thin.', at: '2026-11-25T08:00:00.000Z' }}
        onRate={onRate}
        onSaved={vi.fn()}
      />,
    );
    expect((screen.getByRole('radio', { name: '2 · No' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /Comment/ }) as HTMLTextAreaElement).value).toBe('Thin.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update my rating' }));
    expect(await screen.findByText('Not saved: Server error')).toBeTruthy();
  });
});
