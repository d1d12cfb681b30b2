/**
 * Contact us and the privacy policy.
 */
import type { Page } from '#contracts/content';
import { brand, headOffice, offices } from '../brand';

const n = brand.shortName;

/** The offices of brand.ts, grouped by country, as the contact section lists them. */
const officeLocations = offices.map((office) => ({
  country: office.country,
  address: office.address.map((entry) => ({ ...entry })),
}));

const contactUs: Page = {
  slug: 'contact-us',
  path: '/contact-us',
  title: 'Contact Us',
  description: `Talk to ${brand.name} about a project, a hire or a partnership. Offices in the USA and India; we reply within one business day.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: '/images/heroes/contact-us.svg',
      heading: 'Contact Us',
      subHeading:
        'A project, a hire, a partnership or a question: tell us and the right person will reply within one business day.',
    },
    {
      type: 'CONTACT-US',
      order: 2,
      heading: 'Leave a message',
      subHeading: 'We read every message.',
      supportText: [
        'Tell us a little about what you need. A solution architect, recruiter or partner manager will reply, usually within one business day.',
        `Prefer e-mail? Write to ${brand.supportEmail}.`,
      ],
      locations: officeLocations,
    },
  ],
};

const privacyPolicy: Page = {
  slug: 'privacy-policy',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: `How ${brand.name} collects, uses and protects your information, including SMS opt-in data, and how to exercise your rights.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: '/images/heroes/privacy-policy.svg',
      heading: 'Privacy Policy',
      subHeading: 'Last updated: 23 November 2026.',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Who we are',
      supportText: [
        `This policy explains how ${brand.legalName} and its US affiliate ("${n}", "we") handle personal information collected through this website, our contact and application forms, and our text-message (SMS) communications.`,
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'What we collect',
      supportText: [
        'Contact form: your name, e-mail address, optional company and phone number, the topic you chose and your message.',
        'Job applications: the details you enter in the application form, such as contact details, location, work authorisation, availability, salary expectations and your resume.',
        'Internship applications: the details you enter in the internship form and your resume. If you give an Aadhaar number, we keep only its last four digits.',
        'Website use: basic technical data such as browser type and pages visited, used to keep the site secure and working. We do not use advertising trackers.',
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'How we use it',
      supportText: [
        'To answer your message, to consider you for the role or internship you applied for, to contact you about it, and to meet our legal obligations. We do not sell personal information.',
        'Recruiters may contact you about other suitable roles; you can ask us to stop at any time.',
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 3,
      heading: 'SMS opt-in and text messages',
      supportText: [
        'When you tick the text-message consent box on our forms, you agree to receive SMS messages from us about your enquiry or application, such as interview scheduling and status updates. Message frequency varies; message and data rates may apply.',
        'Your SMS opt-in data and consent will not be shared with third parties outside the campaign services, except with trusted vendors who help us deliver text messages (messaging-support providers), and only for that purpose.',
        'Reply STOP to any message to opt out, or HELP for help. Opting out of SMS does not affect your application.',
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 3,
      heading: 'Sharing and storage',
      supportText: [
        'Your information is shared only with the people who need it: our recruiters and hiring teams and, for a job application, the client whose role you applied for, after you agree.',
        'We use service providers for hosting, file storage and e-mail delivery under contracts that require them to protect your data.',
        'How long we keep it: job and internship applications and resumes are deleted 24 months after you send them; contact messages, and our copies of the e-mails sent about your application or message, 12 months after. Files attached to an e-mail are deleted as soon as it is delivered. We erase everything sooner when you ask us to remove it.',
        'Our clients’ contacts: when your company asks us for engineers, we keep your request, and as a contact of a client your name, title, work e-mail and phone, to send you candidates and arrange interviews; we record which candidates we sent you and which interviews you sat on. A request is deleted 12 months after you send it; a contact 24 months after we stop working with your company, and at once when you ask us to remove it.',
        'Our talent database: to propose you for roles that fit your profile, our recruiters keep a searchable record of people who applied to us or whose resume reached us another way (a referral, a job board where you published it, an e-mail or an event): your name, contact details, location, skills, experience, work authorisation, availability, pay expectations and your resume. We record where it came from. It is deleted 24 months after our last contact or activity with you, and at once, everywhere, when you ask us to remove it.',
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'Your rights',
      supportText: [
        `You can ask to access the personal information we hold about you, to update or correct it, and to request its removal. Write to ${brand.supportEmail} from the e-mail address you used with us; we reply within 30 days.`,
        'You may also withdraw consent for SMS or e-mail contact at any time, and complain to your local data-protection authority.',
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'Contact',
      supportText: [
        `Questions about this policy: ${brand.supportEmail}. Postal address: ${brand.legalName}, ${headOffice.address}.`,
      ],
    },
  ],
};

export const contactPages: Page[] = [contactUs, privacyPolicy];
