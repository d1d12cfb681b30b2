/**
 * Every template filled with sample data, through the same functions the server queues mails with:
 * for `npm run mail:preview` and for the templates' test (which passes hostile text as `text`).
 */
import {
  applicationConfirmation,
  clientRequestConfirmation,
  clientRequestMail,
  type ClientRequestForMail,
  contactMail,
  internshipConfirmation,
  internshipMail,
} from '../compose';
import { invitationMail, resetMail, signInAlertMail } from '../../admin/auth/console-mails';
import {
  applicationNotificationParts,
  CANDIDATE_TEMPLATES,
  defaultCompany,
  fillMergeFields,
  renderCandidateMessage,
  type CandidateTemplateId,
  type MailParts,
  weeklyDigestParts,
} from './index';

export type SampleMail = { name: string; description: string; mail: MailParts };

const UUID = '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b';

/** `text` goes into every free-text field a visitor or staff member fills (a name, a message, a salary…). */
export function sampleMails(origin: string | undefined, text?: string): SampleMail[] {
  const t = (value: string) => text ?? value;
  const parts = (mail: { subject: string; html: string; text: string }): MailParts => ({
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
  const clientRequest: ClientRequestForMail = {
    id: UUID,
    company: t('Contoso Health'),
    name: t('Maya Collins'),
    email: 'maya.collins@contoso.example',
    phone: '+1 913 555 0142',
    role: t('Senior Java engineer'),
    skills: t('Java 17, Spring Boot, Kafka, PostgreSQL'),
    headcount: 2,
    seniority: 'senior',
    startDate: '2027-01-04',
    duration: '6-12-months',
    workMode: 'remote',
    location: t('US Central time, 4 hours overlap'),
    budget: t('USD 80–95 an hour'),
    message: t('Our claims platform moves to Kafka this spring; the engineers join a team of six in Kansas City.'),
  };
  const candidate = {
    uuid: UUID,
    name: t('Jane Doe'),
    email: 'jane.doe@example.com',
    title: t('Senior Data Engineer (Snowflake, dbt)'),
    req_id: 1001,
    location: t('Overland Park, KS (hybrid)'),
  };
  const candidateMessage = (id: CandidateTemplateId): SampleMail => {
    const template = CANDIDATE_TEMPLATES[id];
    const values = {
      firstName: t('Jane'),
      jobTitle: t('Senior Data Engineer'),
      company: defaultCompany,
      recruiterName: t('Priya Sharma'),
      'interview.date': 'Thu 3 Dec 2026',
      'interview.time': '15:30–16:30 India (IST)',
    };
    return {
      name: `candidate-${id}`,
      description: `Console: ${template.name} (a recruiter sends it to a candidate)`,
      mail: {
        subject: fillMergeFields(template.subject, values),
        ...renderCandidateMessage({ body: fillMergeFields(template.body, values), origin }),
      },
    };
  };
  return [
    {
      name: 'application-confirmation',
      description: 'To the candidate when the resume is stored',
      mail: parts(applicationConfirmation(candidate, origin)),
    },
    {
      name: 'application-notification',
      description: "To the recruiters' inbox of the candidate's country",
      mail: applicationNotificationParts({
        origin,
        applicationId: UUID,
        reference: 'APP-3F2A9C1B',
        job: { reqId: 1001, title: t('Senior Data Engineer (Snowflake, dbt)'), location: 'Overland Park, KS' },
        candidate: {
          firstName: t('Jane'),
          lastName: t('Doe'),
          email: 'jane.doe@example.com',
          contactNumber: '+1 9135550142',
          whatsappNumber: '+1 9135550143',
          country: 'United States',
          state: 'Kansas',
          city: t('Overland Park'),
          workAuthorization: 'H1B',
          h1bExpiryDate: '2027-09-30',
          i140Approved: 'Yes',
          interestedInTransfer: 'Yes',
          bestTimeToCall: '10:30',
          availability: 'Serving notice period',
          reasonForChange: t('Career growth'),
          currentSalary: t('$135,000'),
          expectedSalary: t('$150,000 <negotiable>'),
          desiredLocation: t('Kansas City area or remote'),
          recruiter: t('Priya Sharma'),
        },
        source: {
          utmSource: t('linkedin'),
          utmMedium: 'social',
          utmCampaign: t('data-roles-q4'),
          referrer: 'https://www.linkedin.com/',
          landingPage: '/current-openings/job-description?jobId=1001',
        },
        resumeFileName: 'JaneDoe.pdf',
      }),
    },
    {
      name: 'contact-notification',
      description:
        'To the sales inbox (Hire talent, Services) or the contact inbox for a message from the contact form',
      mail: parts(
        contactMail(
          ['sales@northwind.example'],
          {
            id: UUID,
            reference: 'MSG-3F2A9C1B',
            name: t('Asha Rao'),
            email: 'asha.rao@example.com',
            phone: '+1 913 555 0142',
            company: t('Acme Retail'),
            topic: 'Hire talent',
            message: t(
              'Hello,\n\nWe are growing our QA team in Pune and would like to talk about two contract testers for six months.\nCould someone call me this week?',
            ),
            smsConsent: false,
            consentText: null,
            consentAt: null,
          },
          origin,
        ),
      ),
    },
    {
      name: 'client-request-notification',
      description: 'To the sales inbox for a request from the Hire talent page',
      mail: parts(clientRequestMail(['sales@northwind.example'], clientRequest, origin)),
    },
    {
      name: 'client-request-confirmation',
      description: 'To the client who asked for talent',
      mail: parts(clientRequestConfirmation(clientRequest, 'sales@northwind.example', origin)),
    },
    {
      name: 'internship-confirmation',
      description: 'To the internship applicant',
      mail: parts(
        internshipConfirmation(
          { id: UUID, firstName: t('Meera'), email: 'meera.iyer@example.com', areaOfInterest: 'Data Science' },
          origin,
        ),
      ),
    },
    {
      name: 'internship-notification',
      description: 'To the internship inbox, with the resume attached',
      mail: parts(
        internshipMail(
          ['internships@northwind.example'],
          {
            firstName: t('Meera'),
            lastName: t('Iyer'),
            email: 'meera.iyer@example.com',
            gender: 'Female',
            address: t('12 Civil Lines'),
            city: t('Nagpur'),
            state: 'Maharashtra',
            country: 'India',
            pinCode: '440001',
            countryCode: '+91',
            contactNumber: '9876543210',
            qualification: t('M.Com'),
            experience: 'Fresher',
            areaOfInterest: 'Data Science',
            reference: 'LinkedIn',
            experienceSummary: t(
              'Two years of bookkeeping, now moving into data analysis.\nSQL and Python courses done.',
            ),
            comments: t('Available from January.'),
          },
          'XXXX XXXX 1234',
          { id: UUID, origin },
        ),
      ),
    },
    {
      name: 'staff-invitation',
      description: 'To a new staff member invited from the console',
      mail: parts(
        invitationMail(
          { email: 'ravi@northwind.example', name: t('Ravi Kumar') },
          'recruiter',
          t('Anita Desai'),
          `${origin ?? 'https://careers.northwind.example'}/admin/setup#token=sample-token`,
        ),
      ),
    },
    {
      name: 'password-reset',
      description: 'To a staff member who asked for a password reset',
      mail: parts(
        resetMail(
          { email: 'ravi@northwind.example', name: t('Ravi Kumar') },
          `${origin ?? 'https://careers.northwind.example'}/admin/reset-password#token=sample-token`,
        ),
      ),
    },
    {
      name: 'sign-in-alert',
      description: 'To a staff member after five failed sign-ins, or a sign-in from a new device',
      mail: parts(
        signInAlertMail(
          { email: 'ravi@northwind.example', name: t('Ravi Kumar') },
          {
            kind: 'failures',
            failures: 5,
            at: '27 Nov 2026, 13:05 UTC',
            device: t('Firefox on Linux'),
            ip: '203.0.113.7',
            accountLink: `${origin ?? 'https://careers.northwind.example'}/admin/account`,
          },
        ),
      ),
    },
    {
      name: 'weekly-digest',
      description: 'To an admin or account manager who asked for the weekly digest of the reports',
      mail: weeklyDigestParts({
        name: t('Mira Manager'),
        weekLabel: '16 Nov 2026 to 22 Nov 2026',
        figures: [
          { label: 'Applications', week: '42', before: '35', change: '+7' },
          { label: 'Submitted to clients', week: '9', before: '11', change: '−2' },
          { label: 'Placed', week: '2', before: '2', change: 'no change' },
          {
            label: 'Revenue run-rate a month (contractors working)',
            week: 'USD 84,000.00',
            before: 'USD 76,000.00',
            change: '+USD 8,000.00',
          },
        ],
        reports: [
          {
            title: 'Funnel',
            href: origin ? `${origin}/admin/reports/funnel?range=custom&from=2026-11-16&to=2026-11-22` : undefined,
          },
          {
            title: 'Placements and margin',
            href: origin ? `${origin}/admin/reports/placements?range=custom&from=2026-11-16&to=2026-11-22` : undefined,
          },
        ],
        origin,
      }),
    },
    candidateMessage('acknowledge'),
    candidateMessage('interview'),
    candidateMessage('reject'),
  ];
}
