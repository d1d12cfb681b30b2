/**
 * To a candidate once their resume is stored: the job, the reference, what happens next and when, a
 * link back to the job, and a person to write to. Only the candidate's first name (filtered) appears.
 */
import { Layout } from './layout';
import { links } from './links';
import { A, Button, Fields, P, Steps, Subtitle, Title } from './parts';
import { brand } from './theme';

export type ApplicationConfirmationProps = {
  origin?: string | undefined;
  /** Letters only (visitorFirstName); empty: "Hello". */
  firstName: string;
  jobTitle: string | null;
  reqId: number | null;
  location?: string | null | undefined;
  /** APP-XXXXXXXX */
  reference: string;
};

export const applicationConfirmationSubject = (props: Pick<ApplicationConfirmationProps, 'jobTitle'>) =>
  `We received your application for ${props.jobTitle ?? 'the position'}`;

export function ApplicationConfirmation(props: ApplicationConfirmationProps) {
  const title = props.jobTitle ?? 'the position';
  const contact = brand.inboxes.contact;
  return (
    <Layout
      origin={props.origin}
      preview={`Your reference is ${props.reference}. A recruiter replies within two business days.`}
      reason={`You get this mail because you applied for a job on the ${brand.name} website.`}
    >
      <Title>Application received</Title>
      <P>{props.firstName ? `Dear ${props.firstName},` : 'Hello,'}</P>
      <P>
        Thank you: we received your application for <strong>{title}</strong> and your resume. You do not need to apply
        again.
      </P>
      <P>
        Your reference is <strong>{props.reference}</strong>.
      </P>
      <Fields
        rows={[
          ['Job', title],
          ['Job ID', props.reqId ? String(props.reqId) : null],
          ['Location', props.location],
        ]}
      />
      <Subtitle>What happens next</Subtitle>
      <Steps
        steps={[
          { title: 'A recruiter reads your application', detail: 'Within two business days, with your resume.' },
          {
            title: 'If your profile fits, they call you',
            detail: 'At the time you gave, to talk about the role and the client.',
          },
          { title: 'Either way, you hear from us', detail: 'By e-mail, at this address.' },
        ]}
      />
      {props.origin && props.reqId ? <Button href={links.job(props.origin, props.reqId)}>View the job</Button> : null}
      <P muted>
        Questions? Write to <A href={`mailto:${contact}`}>{contact}</A> with your reference {props.reference}: a person
        replies within one business day.
      </P>
    </Layout>
  );
}
