/** To a new staff member: who invited them, as what, and the one-time set-up link (24 h). */
import { Layout } from './layout';
import { originOf } from './links';
import { Button, P, Title } from './parts';
import { brand } from './theme';

/** The role as the invitation words it. */
const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin',
  account_manager: 'an account manager',
  recruiter: 'a recruiter',
};

export type StaffInvitationProps = {
  name: string;
  role: string;
  invitedBy: string;
  /** The set-up link (token in the fragment); its origin is the site's. */
  link: string;
};

export const staffInvitationSubject = () => `You're invited to the ${brand.name} console`;

export function StaffInvitation({ name, role, invitedBy, link }: StaffInvitationProps) {
  const admin = role === 'admin';
  return (
    <Layout
      origin={originOf(link)}
      preview={`${invitedBy} invited you to the recruiting console. The link works for 24 hours.`}
      reason={`You get this mail because an admin of the ${brand.name} console invited this address.`}
    >
      <Title>You&apos;re invited to the console</Title>
      <P>{`Hello ${name},`}</P>
      <P>
        {`${invitedBy} has invited you to the ${brand.name} recruiting console as ${ROLE_WORDS[role] ?? 'a recruiter'}.`}
      </P>
      <P>
        {`Open the link below within 24 hours to choose your password${admin ? ' and set up your authenticator app' : ''}. The link works once.`}
      </P>
      <Button href={link}>Choose your password</Button>
      <P muted>If you did not expect this invitation, ignore this mail: without the link nobody can use the account.</P>
    </Layout>
  );
}
