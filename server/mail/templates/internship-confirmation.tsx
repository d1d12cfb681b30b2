/** To an internship applicant: received, the area, the reference, what happens next; first name only. */
import { Layout } from './layout';
import { links } from './links';
import { A, Button, Fields, P, Steps, Subtitle, Title } from './parts';
import { brand } from './theme';

export type InternshipConfirmationProps = {
  origin?: string | undefined;
  /** Letters only (visitorFirstName); empty: "Hello". */
  firstName: string;
  areaOfInterest: string;
  /** INT-XXXXXXXX */
  reference: string;
};

export const internshipConfirmationSubject = (props: Pick<InternshipConfirmationProps, 'areaOfInterest'>) =>
  `We received your internship application (${props.areaOfInterest})`;

export function InternshipConfirmation(props: InternshipConfirmationProps) {
  const contact = brand.inboxes.contact;
  return (
    <Layout
      origin={props.origin}
      preview={`Your reference is ${props.reference}. We reply by e-mail within ten working days.`}
      reason={`You get this mail because you applied for an internship on the ${brand.name} website.`}
    >
      <Title>Internship application received</Title>
      <P>{props.firstName ? `Dear ${props.firstName},` : 'Hello,'}</P>
      <P>
        Thank you: we received your application for an internship in <strong>{props.areaOfInterest}</strong> and your
        resume. You do not need to apply again.
      </P>
      <Fields
        rows={[
          ['Area of interest', props.areaOfInterest],
          ['Reference', props.reference],
        ]}
      />
      <Subtitle>What happens next</Subtitle>
      <Steps
        steps={[
          { title: 'Our team reads every application', detail: 'With your resume, within ten working days.' },
          { title: 'We reply by e-mail', detail: 'To arrange a conversation if your profile fits.' },
        ]}
      />
      {props.origin ? <Button href={links.openings(props.origin)}>See current openings</Button> : null}
      <P muted>
        Questions? Write to <A href={`mailto:${contact}`}>{contact}</A> with your reference {props.reference}: a person
        replies within one business day.
      </P>
    </Layout>
  );
}
