/**
 * To the recruiters' inbox of the candidate's country when a job application arrives: every answer
 * the candidate gave (the application form's fields, contracts/forms/application-form.ts, with its
 * labels), where the candidate came from, whether the resume is attached, and a button to the
 * application in the console. The props are display values: the caller resolves ids (state,
 * recruiter) to names first.
 */
import { APPLICATION_LABELS as L } from '#contracts/forms/application-form';
import { Layout } from './layout';
import { links } from './links';
import { Button, type Field, Fields, P, Subtitle, Title } from './parts';
import { brand } from './theme';

export type ApplicationNotificationProps = {
  /** The site's public origin: the console button and the logo need it. */
  origin?: string | undefined;
  /** The candidate's id (EXTERNALCANDIDATE_UUID), for the console link. */
  applicationId: string;
  /** APP-XXXXXXXX */
  reference: string;
  job: { reqId: number; title: string; location?: string | null | undefined };
  candidate: {
    firstName: string;
    lastName: string;
    email: string;
    /** With the country's prefix, e.g. "+1 9135550142". */
    contactNumber: string;
    whatsappNumber: string;
    country: string;
    /** The state's name. */
    state: string;
    city: string;
    /** USA only; H1B adds the three below. */
    workAuthorization?: string | null | undefined;
    h1bExpiryDate?: string | null | undefined;
    i140Approved?: string | null | undefined;
    interestedInTransfer?: string | null | undefined;
    bestTimeToCall: string;
    /** The availability's label, e.g. "Serving notice period". */
    availability: string;
    /** The reason chosen, or the candidate's own words for "Other". */
    reasonForChange: string;
    currentSalary: string;
    expectedSalary: string;
    desiredLocation: string;
    /** The recruiter's name, or "Direct". */
    recruiter: string;
  };
  /** Where the candidate came from (first visit); every field optional. */
  source?: {
    utmSource?: string | null | undefined;
    utmMedium?: string | null | undefined;
    utmCampaign?: string | null | undefined;
    utmTerm?: string | null | undefined;
    utmContent?: string | null | undefined;
    referrer?: string | null | undefined;
    landingPage?: string | null | undefined;
  };
  /** The resume's file name as attached; null when it is not attached (e.g. too large for the mail). */
  resumeFileName: string | null;
};

/** The subject recruiters' filters know: unchanged from the browser-written mail. */
export const applicationNotificationSubject = (props: Pick<ApplicationNotificationProps, 'candidate' | 'job'>) =>
  `${props.candidate.firstName} ${props.candidate.lastName} External Resume Submission for Requirement ${props.job.reqId}`;

export function ApplicationNotification(props: ApplicationNotificationProps) {
  const { candidate: c, job, source = {} } = props;
  const name = `${c.firstName} ${c.lastName}`;
  const sourceRows: Field[] = [
    ['Source', source.utmSource],
    ['Medium', source.utmMedium],
    ['Campaign', source.utmCampaign],
    ['Term', source.utmTerm],
    ['Content', source.utmContent],
    ['Referrer', source.referrer],
    ['Landing page', source.landingPage],
  ];
  const hasSource = sourceRows.some(([, value]) => value);
  return (
    <Layout
      origin={props.origin}
      preview={`${name} applied for ${job.title} (requirement ${job.reqId}).`}
      reason={`Sent to the recruiters' inbox by the ${brand.name} website.`}
    >
      <Title>New application: {job.title}</Title>
      <P>
        <strong>{name}</strong> applied for requirement {job.reqId} on the website.{' '}
        {props.resumeFileName ? 'The resume is attached.' : 'The resume is not attached: open it in the console.'}
      </P>
      {props.origin ? (
        <Button href={links.consoleApplication(props.origin, props.applicationId)}>Open the application</Button>
      ) : null}
      <Subtitle>Job</Subtitle>
      <Fields
        rows={[
          ['Requirement ID', String(job.reqId)],
          ['Position title', job.title],
          ['Location', job.location],
          ['Reference', props.reference],
        ]}
      />
      <Subtitle>Candidate</Subtitle>
      <Fields
        rows={[
          ['Name', name],
          [L.email, c.email],
          [L.contactNumber, c.contactNumber],
          [L.whatsappNumber, c.whatsappNumber],
          [L.country, c.country],
          [L.state, c.state],
          [L.city, c.city],
          [L.workAuthorization, c.workAuthorization],
          [L.h1bExpiryDate, c.h1bExpiryDate],
          [L.i140Approved, c.i140Approved],
          [L.intrestedInTransfer, c.interestedInTransfer],
          [L.bestTimeToCall, c.bestTimeToCall],
          [L.availability, c.availability],
          [L.reasonForChange, c.reasonForChange],
          [L.currentSalary, c.currentSalary],
          [L.expectedSalary, c.expectedSalary],
          [L.desiredLocation, c.desiredLocation],
          ['Recruiter', c.recruiter],
          [L.resume, props.resumeFileName ? `${props.resumeFileName} (attached)` : 'not attached'],
        ]}
      />
      <Subtitle>Source</Subtitle>
      {hasSource ? <Fields rows={sourceRows} /> : <P muted>Direct: no campaign or referring site recorded.</P>}
    </Layout>
  );
}
