/** To a staff member who asked for a password reset: the one-time link (1 h), and what to do if it was not them. */
import { Layout } from './layout';
import { originOf } from './links';
import { Button, P, Title } from './parts';
import { brand } from './theme';

export type PasswordResetProps = {
  name: string;
  /** The reset link (token in the fragment); its origin is the site's. */
  link: string;
};

export const passwordResetSubject = () => `Reset your ${brand.name} console password`;

export function PasswordReset({ name, link }: PasswordResetProps) {
  return (
    <Layout
      origin={originOf(link)}
      preview="Open the link within an hour to choose a new password."
      reason={`You get this mail because someone asked to reset the password of this ${brand.name} console account.`}
    >
      <Title>Reset your password</Title>
      <P>{`Hello ${name},`}</P>
      <P>
        Someone asked to reset the password of your console account. If it was you, open the link below within an hour;
        it works once.
      </P>
      <Button href={link}>Choose a new password</Button>
      <P muted>If it was not you, ignore this mail: your password stays as it is.</P>
    </Layout>
  );
}
