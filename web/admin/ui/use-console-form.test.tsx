import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '#contracts/admin/auth';
import { statusNoteForm } from '#contracts/admin/common';
import { TextField } from '../../components/ui/form';
import { FULL_WIDTH } from './form-layout';
import { sentence, useConsoleForm } from './use-console-form';

function PasswordForm({ onValid }: { onValid: (data: ChangePasswordForm) => void }) {
  const { bind, onSubmit } = useConsoleForm(ChangePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  return (
    <Form noValidate onSubmit={onSubmit(onValid)}>
      <Row>
        <TextField bind={bind('currentPassword', 'Current password')} col={FULL_WIDTH} type="password" />
        <TextField bind={bind('newPassword', 'New password', { subject: 'The new password' })} col={FULL_WIDTH} />
        <TextField bind={bind('confirm', 'New password again')} col={FULL_WIDTH} />
      </Row>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('useConsoleForm', () => {
  it('checks with the contract, says each problem as a sentence under its labelled field, sends nothing', async () => {
    const onValid = vi.fn();
    render(<PasswordForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is required.')).toBeTruthy();
    expect(screen.getByText('The new password must be at least 12 characters.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('name')).toBe('newPassword');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('asks for the new password twice alike, then hands over the parsed data', async () => {
    const onValid = vi.fn();
    render(<PasswordForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old one');
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a long new passphrasf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    await user.type(screen.getByLabelText('New password again'), '{Backspace}e');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      currentPassword: 'old one',
      newPassword: 'a long new passphrase',
      confirm: 'a long new passphrase',
    });
  });

  it('keeps messages that are already sentences', () => {
    expect(sentence('The code', 'must be a 6-digit code')).toBe('The code must be a 6-digit code.');
    expect(sentence('Note', 'Choose another status, or write a note.')).toBe('Choose another status, or write a note.');
  });
});

describe('statusNoteForm', () => {
  const form = statusNoteForm(['new', 'client_interview'] as const, 'new');
  it('takes another status, or a note, but not neither', () => {
    expect(form.safeParse({ status: 'client_interview', note: '' }).success).toBe(true);
    expect(form.safeParse({ status: 'new', note: ' Called back. ' }).data).toEqual({
      status: 'new',
      note: 'Called back.',
    });
    expect(form.safeParse({ status: 'new', note: '  ' }).error?.issues[0]?.path).toEqual(['note']);
    expect(form.safeParse({ status: 'hired', note: '' }).success).toBe(false);
  });
});
