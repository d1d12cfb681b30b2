/**
 * To a staff member about their own account: failed sign-ins piled up, or a sign-in from a device
 * not seen before. It names when, the device and the IP, and what to do; it carries no password,
 * code, token or link that signs in (only the account page's address).
 */
import { Layout } from './layout';
import { originOf } from './links';
import { Button, Fields, P, Title } from './parts';
import { brand } from './theme';

export type SignInAlertProps = {
  name: string;
  kind: 'failures' | 'new-device';
  /** When, as the mail shows it ("27 Nov 2026, 13:05 UTC"). */
  at: string;
  device: string;
  ip: string;
  /** For `failures`: how many in a row. */
  failures?: number;
  /** The console's account page (sessions, sign-ins, password). */
  accountLink: string;
};

export const signInAlertSubject = ({ kind }: Pick<SignInAlertProps, 'kind'>) =>
  kind === 'failures'
    ? `Failed sign-ins to your ${brand.name} console account`
    : `New sign-in to your ${brand.name} console account`;

export function SignInAlert({ name, kind, at, device, ip, failures, accountLink }: SignInAlertProps) {
  const failed = kind === 'failures';
  return (
    <Layout
      origin={originOf(accountLink)}
      preview={
        failed
          ? `${failures ?? 'Several'} failed sign-ins to your console account. Was it you?`
          : 'Your console account was signed in to from a new device. Was it you?'
      }
      reason={`You get this mail because it is about the security of your ${brand.name} console account.`}
    >
      <Title>{failed ? 'Failed sign-ins to your account' : 'New sign-in to your account'}</Title>
      <P>{`Hello ${name},`}</P>
      <P>
        {failed
          ? `Someone tried to sign in to your console account and failed ${failures ?? 'several'} times in a row. The last try:`
          : 'Your console account was just signed in to from a device it was not signed in to before:'}
      </P>
      <Fields
        rows={[
          ['When', at],
          ['Device', device],
          ['IP address', ip],
        ]}
      />
      <P>
        {failed
          ? 'If it was you, there is nothing to do. If not, your password may be known to someone: change it on your account page. Without your second factor they cannot get in.'
          : 'If it was you, there is nothing to do. If not, sign that session out and change your password on your account page.'}
      </P>
      <Button href={accountLink}>Open your account page</Button>
      <P muted>We never ask for your password or codes by mail.</P>
    </Layout>
  );
}
