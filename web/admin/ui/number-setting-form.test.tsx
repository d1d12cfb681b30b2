import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeskSettings, ENDING_DAYS_MAX } from '#contracts/admin/placements';
import type { ClientResult } from '../api/admin-client';
import { NumberSettingForm } from './number-setting-form';

type Saved = { endingDays: number };

function renderForm(save: (data: DeskSettings) => Promise<ClientResult<Saved>>) {
  const onSaved = vi.fn<(saved: Saved) => void>();
  render(
    <NumberSettingForm
      schema={DeskSettings}
      name="endingDays"
      value={30}
      max={ENDING_DAYS_MAX}
      label="Show contracts ending within (days)"
      subject="The number of days"
      title="Contracts ending within"
      className="mt-3"
      save={save}
      onSaved={onSaved}
    />,
  );
  const input = screen.getByRole('spinbutton', { name: 'Show contracts ending within (days)' });
  return { onSaved, input, user: userEvent.setup() };
}

describe('NumberSettingForm', () => {
  it('is a named form whose labelled number field starts at the value, within 1 and the maximum', () => {
    renderForm(vi.fn());
    const form = screen.getByRole('form', { name: 'Contracts ending within' });
    expect(form.className).toContain('mt-3');
    const input = screen.getByRole('spinbutton', { name: 'Show contracts ending within (days)' });
    expect(input.getAttribute('name')).toBe('endingDays');
    expect((input as HTMLInputElement).value).toBe('30');
    expect(input.getAttribute('min')).toBe('1');
    expect(input.getAttribute('max')).toBe(String(ENDING_DAYS_MAX));
  });

  it('checks with the contract and says the problem as a sentence, saving nothing', async () => {
    const save = vi.fn<(data: DeskSettings) => Promise<ClientResult<Saved>>>();
    const { input, user } = renderForm(save);
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The number of days must be at least 1 day.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the parsed number and hands over what the server answered', async () => {
    const save = vi.fn((data: DeskSettings) => Promise.resolve({ endingDays: data.endingDays }));
    const { input, onSaved, user } = renderForm(save);
    await user.clear(input);
    await user.type(input, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ endingDays: 14 }));
    expect(save).toHaveBeenCalledWith({ endingDays: 14 });
  });

  it('shows the server refusing under the field and keeps the value typed', async () => {
    const save = vi.fn(() => Promise.resolve({ code: 'ERROR' as const, message: 'the server is busy', status: 503 }));
    const { input, onSaved, user } = renderForm(save);
    await user.clear(input);
    await user.type(input, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The number of days was not saved: the server is busy.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('7');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
