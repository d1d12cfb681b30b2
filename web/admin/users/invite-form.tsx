import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ROLES, type Role } from '#contracts/admin/common';
import { InviteRequest, type StaffUser } from '#contracts/admin/users';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { usersApi } from '../api/console-api';
import { HALF_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';

const EMPTY: InviteRequest = { name: '', email: '', role: 'recruiter' };
const ROLE_HELP: Record<Role, string> = {
  admin: 'Admin (everything, including users and privacy)',
  account_manager: 'Account manager (clients, requirements and rates)',
  recruiter: 'Recruiter (pipeline and candidates; pay rates only)',
};
const ROLE_CHOICES = ROLES.map((role) => ({ value: role, label: ROLE_HELP[role] }));

/** Invites a staff member: the server mails a one-time set-up link, valid 24 hours. */
export function InviteForm({ onInvited }: { onInvited: (user: StaffUser) => void }) {
  const [sent, setSent] = useState('');
  const { bind, onSubmit, fail, failure, reset, formState } = useConsoleForm(InviteRequest, { defaultValues: EMPTY });
  const send = async (data: InviteRequest) => {
    setSent('');
    const answer = await usersApi.invite(data);
    if (isClientError(answer)) {
      return fail(answer.status === 409 ? 'Someone with this e-mail address already has an account.' : answer.message);
    }
    reset(EMPTY);
    setSent(`Invitation sent to ${answer.email}. The link works for 24 hours.`);
    onInvited(answer);
  };

  return (
    <Form noValidate onSubmit={onSubmit(send)}>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {sent ? <Notice kind="success">{sent}</Notice> : null}
      <Row className="g-3">
        <TextField
          bind={bind('name', 'Name', { subject: 'The name' })}
          col={HALF_WIDTH}
          autoComplete="off"
          maxLength={100}
        />
        <TextField
          bind={bind('email', 'E-mail', { subject: 'The e-mail address' })}
          col={HALF_WIDTH}
          type="email"
          autoComplete="off"
        />
        <SelectField bind={bind('role', 'Role', { subject: 'The role' })} col={HALF_WIDTH} options={ROLE_CHOICES} />
        <Col {...HALF_WIDTH} className="d-flex align-items-end">
          <SubmitButton submitting={formState.isSubmitting}>Send invitation</SubmitButton>
        </Col>
      </Row>
    </Form>
  );
}
