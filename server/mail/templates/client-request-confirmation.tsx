/**
 * To the client who asked for talent: received, what they asked for (only the choices they picked
 * from the form's lists, never their own text but the first name), the reference, who calls back
 * and when, and how the engagement goes on.
 */
import { Layout } from './layout';
import { A, Fields, P, Steps, Subtitle, Title } from './parts';
import { brand } from './theme';

export type ClientRequestConfirmationProps = {
  origin?: string | undefined;
  /** Letters only (visitorFirstName); empty: "Hello". */
  firstName: string;
  /** HIR-XXXXXXXX */
  reference: string;
  headcount: number;
  seniority: string;
  startDate: string;
  duration: string;
  workMode: string;
  /** Who calls back, and when. */
  promise: string;
  /** The sales inbox the client may write to. */
  salesAddress: string;
};

export const clientRequestConfirmationSubject = (props: Pick<ClientRequestConfirmationProps, 'reference'>) =>
  `We received your request for talent (${props.reference})`;

export function ClientRequestConfirmation(props: ClientRequestConfirmationProps) {
  const engineers = props.headcount === 1 ? '1 engineer' : `${props.headcount} engineers`;
  return (
    <Layout
      origin={props.origin}
      preview={`Your reference is ${props.reference}. ${props.promise}.`}
      reason={`You get this mail because this address was given on the Hire talent page of the ${brand.name} website.`}
    >
      <Title>Request received</Title>
      <P>{props.firstName ? `Dear ${props.firstName},` : 'Hello,'}</P>
      <P>
        Thank you: your request for <strong>{engineers}</strong> has reached our staffing desk. {props.promise}, to go
        through the role with you.
      </P>
      <Fields
        rows={[
          ['Reference', props.reference],
          ['How many', String(props.headcount)],
          ['Seniority', props.seniority],
          ['Start date', props.startDate],
          ['Duration', props.duration],
          ['Where they work', props.workMode],
        ]}
      />
      <Subtitle>What happens next</Subtitle>
      <Steps
        steps={[
          { title: 'We call you', detail: `${props.promise}, to agree the role, the skills and the rate.` },
          {
            title: 'You meet a shortlist within 48 hours',
            detail: 'Two or three engineers per position, screened by a recruiter and a senior engineer.',
          },
          { title: 'You interview and choose', detail: 'We arrange the interviews in your time zone.' },
          { title: 'They start', detail: 'Usually within two weeks, with a two-week trial period.' },
        ]}
      />
      <P muted>
        Questions, or something to add? Write to <A href={`mailto:${props.salesAddress}`}>{props.salesAddress}</A> with
        your reference {props.reference}.
      </P>
    </Layout>
  );
}
